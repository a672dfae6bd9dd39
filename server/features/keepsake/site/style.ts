/**
 * The keepsake's one stylesheet: system fonts only (nothing fetched), readable contrast (text
 * #2b2024 on #fffaf8 is about 15:1, links #7d3349 about 8:1), and a print layout without the
 * navigation where pictures do not split across pages.
 */
export const STYLE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:Georgia,"Times New Roman",serif;color:#2b2024;background:#fffaf8;line-height:1.55}
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
.hero h1{font-size:2.6rem;margin:0}
.date{font-size:1.2rem}
.prose{white-space:pre-line;overflow-wrap:anywhere}
.posts{list-style:none;padding:0}
.post{background:#fff;border:1px solid #e6d3d8;border-radius:8px;padding:1rem;margin:0 0 1rem}
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
.pagination{margin:1rem 0}
.pagination p{margin:0 0 .25rem}
.site-footer{border-top:1px solid #e6d3d8;padding:1rem;text-align:center;color:#5c4750}
@media print{
  html{background:#fff;color:#000}
  .site-header nav,.pagination,.skip{display:none}
  a{color:#000;text-decoration:none}
  .post,figure,img,video,.missing{break-inside:avoid}
  .grid{grid-template-columns:repeat(2,1fr)}
  .post{border-color:#999}
}
`;
