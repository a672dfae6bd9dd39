import { SANS_STACK, SERIF_STACK } from './fonts';

/**
 * The keepsake's stylesheet, in the wedding site's look (client/styles.css: blush, the accent for
 * headings, serif headings): the fonts shipped in fonts.css (nothing fetched), readable contrast
 * (text #2b2024 on #fdf4f5 about 14:1, links #7d3349 about 8:1), a cover, a gallery whose
 * lightbox is CSS alone (`:target`, so it works from file:// without a script), and a print
 * layout without the navigation where pictures do not split across pages.
 */
export const STYLE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:${SANS_STACK};color:#2b2024;background:#fdf4f5;line-height:1.55}
h1,h2,h3,.site-title{font-family:${SERIF_STACK};color:#7f4656;font-weight:700}
body{margin:0}
a{color:#7d3349}
a:focus-visible{outline:3px solid #2b2024;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:1rem}
.site-header{border-bottom:1px solid #e6d3d8;padding:1rem;background:#fff}
.site-title{margin:0 0 .5rem;font-size:1.3rem}
.site-title a{text-decoration:none;color:#2b2024}
.site-header ul,.pagination ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.site-header a[aria-current="page"],.pagination a[aria-current="page"]{font-weight:bold;text-decoration:none;color:#2b2024}
.language{margin-top:.5rem}
main{max-width:70rem;margin:0 auto;padding:1rem}
h1{font-size:2rem;line-height:1.2}
.hero{text-align:center;padding:2rem 0}
.hero h1{font-size:clamp(2rem,7vw,3.2rem);margin:0}
.cover{margin:-1rem -1rem 1rem;background:linear-gradient(#fff,#fdf4f5 60%,#fae6ea)}
.cover-photo{width:100%;max-height:70vh;object-fit:cover;border-radius:0}
.cover .hero{padding:1.5rem 1rem 2.5rem}
.cover-title{font-style:italic;color:#3b5238}
.chapter{display:grid;gap:1rem;align-items:start;margin:1.5rem 0}
@media (min-width:40rem){.chapter.with-photo{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}}
.chapter h3{margin:0 0 .25rem}
.venues{list-style:none;padding:0;display:grid;gap:1rem}
.venue{background:#fff;border:1px solid #f3c9d2;border-radius:8px;padding:1rem}
.venue .photos{list-style:none;padding:0;display:grid;gap:.5rem;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr))}
.zoom{display:block;border-radius:6px}
.zoom:focus-visible{outline:3px solid #7f4656;outline-offset:3px}
.lightbox{display:none}
.lightbox:target{display:flex;position:fixed;inset:0;z-index:10;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;padding:1rem;background:rgba(43,32,36,.95);color:#fff}
.lightbox img{max-width:100%;max-height:78vh;width:auto;height:auto;object-fit:contain}
.lightbox p{margin:0;text-align:center}
.lightbox ul{list-style:none;margin:0;padding:0;display:flex;gap:1.5rem}
.lightbox a{color:#fff;font-weight:bold;padding:.5rem;display:inline-block}
.lightbox a:focus-visible{outline:3px solid #fff}
.date{font-size:1.2rem}
.prose{white-space:pre-line;overflow-wrap:anywhere}
.posts{list-style:none;padding:0}
.post{background:#fff;border:1px solid #f3c9d2;border-radius:8px;padding:1rem;margin:0 0 1rem}
.byline,.meta,.count,.author,.tags{color:#5c4750}
.byline{margin:0 0 .5rem;font-size:.95rem}
.author{font-weight:bold}
blockquote{margin:0 0 .5rem;font-style:italic}
img{max-width:100%;height:auto;display:block;border-radius:6px}
.post img{max-height:80vh;width:auto}
video{display:block;max-width:100%;height:auto;border-radius:6px;background:#2b2024}
.post video{max-height:80vh;width:auto}
.video-length{margin:.25rem 0 0;font-size:.9rem;color:#5c4750}
.grid{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
figure{margin:0}
figcaption{display:flex;flex-direction:column;padding:.4rem 0;font-size:.95rem}
.missing{border:2px dashed #b07a88;border-radius:6px;padding:1.5rem 1rem;text-align:center;background:#fff;color:#5c4750;margin:.5rem 0}
.reactions{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.event{border-top:1px solid #e6d3d8;padding-top:.5rem;margin-top:1.5rem}
.time{color:#5c4750}
.podium{padding-left:0;list-style:none}
.podium li{display:flex;gap:1rem;padding:.5rem 0;border-bottom:1px solid #e6d3d8}
.rank{font-weight:bold;min-width:6rem}
.medal-1::before,.medal-2::before,.medal-3::before{content:"";display:inline-block;width:.9em;height:.9em;border-radius:50%;margin-right:.4em;vertical-align:-.1em;border:2px solid #fff;box-shadow:0 0 0 1px #7f4656}
.medal-1::before{background:#d4af6a}.medal-2::before{background:#b8b8c0}.medal-3::before{background:#c08457}
.pagination{margin:1rem 0}
.pagination p{margin:0 0 .25rem}
.site-footer{border-top:1px solid #e6d3d8;padding:1rem;text-align:center;color:#5c4750}
@media print{
  html{background:#fff;color:#000}
  .site-header nav,.pagination,.skip,.lightbox{display:none}
  a{color:#000;text-decoration:none}
  .post,figure,img,video,.missing{break-inside:avoid}
  .grid{grid-template-columns:repeat(2,1fr)}
  .post{border-color:#999}
}
`;
