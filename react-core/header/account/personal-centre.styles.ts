import personalCentreCss from './personal-centre.css?inline';

/** The personal centre's CSS text, for a host that adopts it up front (the panel also adopts it itself). */
export { personalCentreCss };
