// The floor build's virtual modules (bench/floor/vite.config.ts).
declare module 'virtual:floor-texts' {
  const texts: {
    lang: string;
    header: Record<string, string>;
    footer: Record<string, string>;
    announcement: Record<string, string>;
  };
  export default texts;
}
declare module 'virtual:floor-css' {
  const css: string;
  export default css;
}
