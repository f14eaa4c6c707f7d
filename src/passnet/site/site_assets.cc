// site.js and site.css, kept in the binary so that a site builds wherever passnet runs (a GPU
// host's static build included), with no install path to find.
#include "passnet/site/site_writer.h"

namespace passnet::site {

const char* const kSiteScript = R"js("use strict";
// Sorting and filtering for the site's tables. A click on a column's header sorts by it, numbers
// by value with a row that has none (a failure) last in either direction; a second click
// reverses. The filter box keeps the rows whose text holds every word typed.
(function () {
  function key(row, index) {
    const cell = row.cells[index];
    return cell.dataset.value === undefined ? cell.textContent.trim() : cell.dataset.value;
  }
  function sort(table, index, numeric, header) {
    const body = table.tBodies[0];
    const rows = Array.from(body.rows);
    const ascending = header.getAttribute("aria-sort") !== "ascending";
    rows.sort(function (a, b) {
      const x = key(a, index);
      const y = key(b, index);
      if (numeric) {
        const p = parseFloat(x);
        const q = parseFloat(y);
        if (Number.isNaN(p) || Number.isNaN(q)) {
          return Number.isNaN(p) === Number.isNaN(q) ? 0 : Number.isNaN(p) ? 1 : -1;
        }
        return ascending ? p - q : q - p;
      }
      return ascending ? x.localeCompare(y) : y.localeCompare(x);
    });
    for (const cell of table.tHead.rows[0].cells) cell.removeAttribute("aria-sort");
    header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    for (const row of rows) body.appendChild(row);
  }
  document.querySelectorAll("table.sortable").forEach(function (table) {
    Array.from(table.tHead.rows[0].cells).forEach(function (header, index) {
      header.addEventListener("click", function () {
        sort(table, index, header.dataset.type === "number", header);
      });
    });
  });
  document.querySelectorAll("input.filter").forEach(function (input) {
    const table = document.getElementById(input.dataset.table);
    const count = document.getElementById(input.dataset.table + "-count");
    input.addEventListener("input", function () {
      const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      let shown = 0;
      for (const row of table.tBodies[0].rows) {
        const text = row.textContent.toLowerCase();
        row.hidden = !words.every(function (word) { return text.includes(word); });
        if (!row.hidden) shown += 1;
      }
      if (count) count.textContent = shown + " of " + table.tBodies[0].rows.length + " rows";
    });
  });
  // Python's syntax, coloured by one pass of a tokenising pattern over the code's text: the
  // text is set as text and only the spans are built, so nothing in it becomes markup.
  const KEYWORDS = new Set(("False None True and as assert async await break class continue " +
    "def del elif else except finally for from global if import in is lambda nonlocal not or " +
    "pass raise return try while with yield").split(" "));
  const TOKEN = /(#[^\n]*)|((?:[rbuRBU]|[fF][rR]?|[rR][fFbB])?(?:'''[\s\S]*?'''|"""[\s\S]*?"""|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"))|(@[A-Za-z_][\w.]*)|\b(\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?)\b|\b([A-Za-z_]\w*)\b/g;
  document.querySelectorAll("code.language-python").forEach(function (code) {
    const text = code.textContent;
    const out = document.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(TOKEN)) {
      const kind = match[1] ? "comment" : match[2] ? "string" : match[3] ? "decorator" :
        match[4] ? "number" : KEYWORDS.has(match[5]) ? "keyword" : null;
      if (!kind) continue;
      out.appendChild(document.createTextNode(text.slice(last, match.index)));
      const span = document.createElement("span");
      span.className = "tok-" + kind;
      span.textContent = match[0];
      out.appendChild(span);
      last = match.index + match[0].length;
    }
    out.appendChild(document.createTextNode(text.slice(last)));
    code.textContent = "";
    code.appendChild(out);
  });
})();
)js";

const char* const kSiteStyle =
    R"css(body { font: 14px/1.45 system-ui, sans-serif; margin: 0; color: #1d2330; }
nav { background: #1d2330; padding: 8px 16px; }
nav a { color: #fff; margin-right: 16px; text-decoration: none; }
main { padding: 12px 16px; }
h1 { font-size: 20px; margin: 8px 0 12px; }
h2 { font-size: 16px; margin: 20px 0 8px; }
.banner { background: #fff3cd; border: 1px solid #e0c36a; padding: 8px 12px; margin: 8px 0; }
.tools { margin: 6px 0; display: flex; gap: 12px; align-items: center; }
table { border-collapse: collapse; }
th, td { padding: 4px 8px; border-bottom: 1px solid #e3e6ec; text-align: left; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
th { cursor: pointer; background: #f3f5f8; position: sticky; top: 0; }
th[aria-sort="ascending"]::after { content: " \25B2"; }
th[aria-sort="descending"]::after { content: " \25BC"; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; }
dt { font-weight: 600; }
dd { margin: 0; }
.turn { border-left: 3px solid #c9d3e3; padding: 2px 12px; margin: 10px 0; }
.turn.tool { border-color: #8fc79a; }
.turn.error { border-color: #d9534f; }
.turn h3 { font-size: 13px; margin: 4px 0; }
pre { background: #f6f8fa; padding: 8px; overflow-x: auto; white-space: pre-wrap; font-size: 12px; }
p.note { color: #5b6373; font-style: italic; }
pre.code { white-space: pre; }
.tok-keyword { color: #8959a8; font-weight: 600; }
.tok-string { color: #3e7f2b; }
.tok-comment { color: #8e908c; font-style: italic; }
.tok-number { color: #c24f00; }
.tok-decorator { color: #3465a4; }
footer.provenance { color: #5b6373; font-size: 12px; padding: 12px 16px; border-top: 1px solid #e3e6ec; }
footer.provenance code { font-size: 11px; }
)css";

}  // namespace passnet::site
