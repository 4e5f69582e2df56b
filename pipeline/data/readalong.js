// narrate read-along page: plays a chapter and follows it in the text.
// Data (embedded by pipeline/readalong.py), per segment: i index, k "d"|"n" (dialogue or
// narration), s speaker, a/b start/end seconds, p paragraph, c confidence, r rule,
// x [[text, clip number or -1], ...], t [[clip start, clip end], ...].
"use strict";
(function () {
  const data = JSON.parse(document.getElementById("narrate-data").textContent);
  const $ = (id) => document.getElementById(id);
  const audio = $("audio");
  const header = document.querySelector(".top");
  const details = $("details");
  const speakers = new Map(data.speakers.map((s) => [s.name, s]));
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const ROLES = new Set(["narrator", "unknown", "crowd"]);
  const QUOTES = /^[\s\u3000「『“‘"']+|[\s\u3000」』”’"']+$/g;
  const state = {
    chapter: -1, segs: [], starts: [], spans: [], clips: [], current: -1, clip: -1,
    threshold: data.reviewBelow, lastUserScroll: 0, pendingSeek: null, frame: 0,
  };

  // -- small helpers ---------------------------------------------------------------
  const label = (name) => (speakers.get(name) || { label: name }).label;
  const hue = (name) => (speakers.get(name) || {}).hue;
  const textOf = (seg) => seg.x.map((piece) => piece[0]).join("");
  const percent = (c) => Math.round(c * 100) + "%";
  const flagged = (seg) => seg.k === "d" && seg.c < state.threshold;
  const ignore = () => {};
  function clock(seconds) {
    const s = Math.max(0, seconds);
    const m = Math.floor(s / 60);
    return m + ":" + (s - m * 60).toFixed(1).padStart(4, "0");
  }
  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function paint(dot, name) {
    dot.className = "swatch";
    dot.style.removeProperty("--h");
    if (name === "narrator") dot.classList.add("neutral");
    else if (hue(name) === null || hue(name) === undefined) dot.classList.add("unknown");
    else dot.style.setProperty("--h", hue(name));
    dot.setAttribute("aria-hidden", "true");
    return dot;
  }
  const swatch = (name) => paint(element("span"), name);
  function colour(node, name) {
    const h = hue(name);
    if (h !== null && h !== undefined) node.style.setProperty("--h", h);
  }
  // Last index whose start is <= t (binary search), -1 before the first.
  function lastAtOrBefore(starts, t) {
    let lo = 0;
    let hi = starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= t + 0.001) {
        found = mid;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  // -- the book: title, chapter list, legend -----------------------------------------
  $("book-title").textContent = data.book || "Read along";
  $("book-author").textContent = data.author || "";
  const chapterButtons = data.chapters.map((chapter, index) => {
    const item = element("li");
    const button = element("button");
    button.type = "button";
    button.append(element("span", "n", String(chapter.n)), element("span", "t", chapter.title),
      element("span", "f"), element("span", "d", clock(chapter.duration).replace(/\.\d$/, "")));
    button.title = chapter.title;
    button.addEventListener("click", () => {
      if (index !== state.chapter) openChapter(index, { autoplay: !audio.paused });
      // Off the button, so that Space plays and pauses instead of pressing it again.
      $("text").focus({ preventScroll: true });
    });
    item.append(button);
    $("chapters").append(item);
    return button;
  });
  for (const speaker of data.speakers) {
    const item = element("li");
    item.append(swatch(speaker.name), element("span", "", speaker.label),
      element("span", "count", String(speaker.lines)));
    item.title = speaker.lines + (speaker.name === "narrator" ? " passages" : " lines");
    $("legend").append(item);
  }
  for (const speaker of data.speakers) {
    const option = element("option", "", speaker.label);
    option.value = speaker.name;
    $("fix-speaker").append(option);
  }

  // -- one chapter's text -------------------------------------------------------------
  function renderText(chapter) {
    const root = $("paragraphs");
    root.textContent = "";
    state.spans = chapter.segments.map(() => []);
    state.clips = chapter.segments.map(() => []);
    let paragraph = null;
    let lastParagraph = null;
    let breakPending = false;
    const newParagraph = () => {
      paragraph = element("p");
      root.append(paragraph);
      breakPending = false;
    };
    chapter.segments.forEach((seg, k) => {
      if (paragraph === null || (seg.p !== lastParagraph && paragraph.textContent)) newParagraph();
      lastParagraph = seg.p;
      let span = null;
      const open = () => {
        span = element("span", "seg " + seg.k);
        span.dataset.k = String(k);
        span.tabIndex = -1;
        colour(span, seg.s);
        if (seg.k === "d" && seg.s === "unknown") span.classList.add("unknown");
        span.title = seg.k === "d"
          ? label(seg.s) + " · " + percent(seg.c) + (seg.r ? " · " + seg.r : "")
          : label(seg.s);
        paragraph.append(span);
        state.spans[k].push(span);
      };
      for (const [text, clip] of seg.x) {
        for (const part of text.split(/(\n+)/)) {
          if (!part) continue;
          if (part[0] === "\n") {
            breakPending = true;
            continue;
          }
          let words = part;
          if (breakPending && paragraph.textContent) {
            newParagraph();
            span = null;
          }
          breakPending = false;
          if (!paragraph.textContent) words = words.replace(/^[\s\u3000]+/, "");
          if (!words) continue;
          if (span === null || span.parentNode !== paragraph) open();
          if (clip >= 0) {
            const piece = element("span", "clip", words);
            piece.dataset.c = String(clip);
            span.append(piece);
            state.clips[k].push(piece);
          } else {
            span.append(words);
          }
        }
      }
      if (seg.k === "d" && span) {
        const badge = element("span", "badge" + (seg.s === "unknown" ? " unknown" : ""),
          label(seg.s) + " " + percent(seg.c));
        badge.dataset.k = String(k);
        badge.setAttribute("aria-hidden", "true");
        colour(badge, seg.s);
        span.after(badge);
        state.spans[k].push(badge);
      }
    });
    // A first paragraph that is the chapter heading is shown as the heading.
    const first = root.querySelector("p");
    const firstText = first ? first.textContent.replace(/\s+/g, "") : "";
    const title = chapter.title.replace(/\s+/g, "");
    const isHeading = first && title && firstText.endsWith(title) &&
      firstText.length <= title.length + 12 && !first.querySelector(".seg.d");
    if (isHeading) {
      first.classList.add("heading");
      first.setAttribute("role", "heading");
      first.setAttribute("aria-level", "2");
    }
    $("chapter-title").hidden = Boolean(isHeading);
    applyFlags();
  }

  function applyFlags() {
    state.segs.forEach((seg, k) => {
      for (const node of state.spans[k]) node.classList.toggle("flag", flagged(seg));
    });
    data.chapters.forEach((chapter, index) => {
      const count = chapter.segments.filter(flagged).length;
      const mark = chapterButtons[index].querySelector(".f");
      mark.textContent = count ? "?" + count : "";
      mark.title = count ? count + " lines to review" : "";
      mark.hidden = !count;
    });
    const list = $("review");
    list.textContent = "";
    state.segs.forEach((seg, k) => {
      if (!flagged(seg)) return;
      const button = element("button");
      button.type = "button";
      button.append(element("span", "meta", label(seg.s) + " · " + percent(seg.c) +
        (seg.r ? " · " + seg.r : "")), element("span", "q", textOf(seg).trim()));
      button.addEventListener("click", () => {
        playFrom(k);
        state.spans[k][0].focus({ preventScroll: true });
      });
      const item = element("li");
      item.append(button);
      list.append(item);
    });
    if (!list.children.length) {
      list.append(element("li", "hint", "No line below the threshold in this chapter."));
    }
  }

  // -- following the audio --------------------------------------------------------------
  function setCurrent(k, clip) {
    const moved = k !== state.current;
    if (moved) {
      if (state.current >= 0) {
        for (const node of state.spans[state.current]) {
          node.classList.remove("cur");
          node.tabIndex = -1;
        }
      }
      state.current = k;
      if (k >= 0) {
        for (const node of state.spans[k]) node.classList.add("cur");
        if (state.spans[k].length) state.spans[k][0].tabIndex = 0;
        keepInView(k, false);
      }
      showNow(k);
      showDetails(k);
    }
    if (moved || clip !== state.clip) {
      for (const node of document.querySelectorAll(".clip.now")) node.classList.remove("now");
      state.clip = clip;
      if (k >= 0 && clip >= 0) {
        for (const node of state.clips[k]) {
          if (node.dataset.c === String(clip)) node.classList.add("now");
        }
      }
    }
  }

  function sync() {
    const t = audio.currentTime;
    const k = lastAtOrBefore(state.starts, t);
    const clip = k >= 0 ? lastAtOrBefore(state.segs[k].t.map((c) => c[0]), t) : -1;
    const number = k >= 0 && clip >= 0 && t <= state.segs[k].t[clip][1] + 0.3 ? clip : -1;
    setCurrent(k, number);
    document.body.dataset.time = t.toFixed(3);
  }

  function follow() {
    sync();
    state.frame = audio.paused ? 0 : window.requestAnimationFrame(follow);
  }

  function keepInView(k, force) {
    const node = state.spans[k] && state.spans[k][0];
    if (!node) return;
    // Leave the reader alone for a while after they scroll by themselves.
    if (!force && Date.now() - state.lastUserScroll < 4000) return;
    const box = node.getBoundingClientRect();
    const top = header.getBoundingClientRect().bottom;
    if (box.top >= top + 48 && box.bottom <= window.innerHeight - 96) return;
    const far = Math.abs(box.top - window.innerHeight / 2) > 2 * window.innerHeight;
    node.scrollIntoView({ block: "center", behavior: reduceMotion || far ? "auto" : "smooth" });
  }
  for (const type of ["wheel", "touchmove"]) {
    window.addEventListener(type, () => { state.lastUserScroll = Date.now(); }, { passive: true });
  }

  function seek(k) {
    const seg = state.segs[k];
    if (!seg) return;
    if (audio.readyState >= 1) audio.currentTime = seg.a;
    else state.pendingSeek = seg.a;
    setCurrent(k, seg.t.length ? 0 : -1);
    keepInView(k, true);
  }

  function playFrom(k) {
    seek(k);
    audio.play().catch(ignore);
  }

  // Lines that show nothing (a segment of bare line breaks) are stepped over.
  function step(delta) {
    let k = state.current < 0 && delta < 0 ? state.segs.length : state.current;
    do k += delta; while (k >= 0 && k < state.segs.length && !state.spans[k].length);
    if (k < 0 || k >= state.segs.length) return;
    seek(k);
    state.spans[k][0].focus({ preventScroll: true });
  }

  function nextFlagged() {
    const count = state.segs.length;
    for (let j = 1; j <= count; j += 1) {
      const k = (Math.max(state.current, -1) + j + count) % count;
      if (flagged(state.segs[k])) {
        seek(k);
        state.spans[k][0].focus({ preventScroll: true });
        return;
      }
    }
    say("No line below the threshold in this chapter.");
  }

  function togglePlay() {
    if (audio.paused) audio.play().catch(ignore);
    else audio.pause();
  }

  // -- the header and the details panel ---------------------------------------------------
  function showNow(k) {
    const now = $("now");
    now.textContent = "";
    if (k < 0) return;
    const seg = state.segs[k];
    now.append(swatch(seg.s), " ", element("strong", "", label(seg.s)));
    if (seg.k === "d") now.append(" " + percent(seg.c));
  }

  function showDetails(k) {
    // Do not swap the line under a reviewer who is choosing a speaker or copying.
    if (details.contains(document.activeElement) && document.activeElement !== details) return;
    const seg = state.segs[k];
    $("details-empty").hidden = Boolean(seg);
    $("details-body").hidden = !seg;
    if (!seg) return;
    const chapter = data.chapters[state.chapter];
    paint($("d-swatch"), seg.s);
    $("d-speaker").textContent = label(seg.s);
    $("d-where").textContent = "ch. " + chapter.n + " · ¶" + (seg.p + 1) + " · line " + (seg.i + 1);
    $("d-time").textContent = clock(seg.a) + " – " + clock(seg.b);
    const confidence = $("d-confidence");
    confidence.textContent = seg.k === "d" ? percent(seg.c) : "—";
    confidence.className = flagged(seg) ? "low" : "";
    if (flagged(seg)) confidence.textContent += " (check this line)";
    $("d-rule").textContent = seg.k === "d" ? seg.r || "—" : "—";
    const quote = $("d-text");
    quote.textContent = textOf(seg).trim();
    quote.className = "quote " + seg.k;
    colour(quote, seg.s);
    $("fix").hidden = seg.k !== "d";
    $("fix-speaker").value = seg.s;
    $("copied").textContent = "";
    showSnippet();
  }

  // The shortest start of the quote (at least 8 characters) found in no other quote of
  // the chapter: an override matches the quote that contains it.
  function quoteKey(k) {
    const inner = (s) => textOf(s).split("\n").filter((line) => line.trim())[0] || "";
    const own = inner(state.segs[k]).replace(QUOTES, "");
    const others = state.segs.filter((s, j) => j !== k && s.k === "d").map(textOf);
    for (let n = Math.min(own.length, 8); n <= own.length; n += 1) {
      const key = own.slice(0, n);
      if (!others.some((text) => text.includes(key))) return key;
    }
    return own;
  }

  function yamlScalar(text) {
    const plain = /^[\p{L}\p{N}][\p{L}\p{N}_ ·・.-]*$/u.test(text) &&
      !/^(true|false|yes|no|on|off|null|y|n)$/i.test(text);
    return plain ? text : JSON.stringify(text);
  }

  function showSnippet() {
    const k = state.current;
    const seg = state.segs[k];
    if (!seg || seg.k !== "d") return;
    const chapter = data.chapters[state.chapter];
    $("snippet").textContent = "overrides:\n  - {chapter: " + chapter.n + ", quote: " +
      JSON.stringify(quoteKey(k)) + ", speaker: " + yamlScalar($("fix-speaker").value) + "}";
  }

  function say(message) {
    $("status").textContent = message;
  }

  // -- chapters -----------------------------------------------------------------------------
  function openChapter(index, options) {
    const chapter = data.chapters[index];
    const settings = options || {};
    state.chapter = index;
    state.segs = chapter.segments;
    state.starts = chapter.segments.map((seg) => seg.a);
    state.current = -1;
    state.clip = -1;
    state.pendingSeek = settings.at === undefined ? null : settings.at;
    chapterButtons.forEach((button, j) => button.setAttribute("aria-current", String(j === index)));
    $("chapter-title").textContent = chapter.title;
    $("chapter-end").textContent = "— " + clock(chapter.duration).replace(/\.\d$/, "") + " —";
    renderText(chapter);
    showNow(-1);
    showDetails(-1);
    audio.src = chapter.audio;
    document.body.dataset.chapter = String(chapter.n);
    if (window.location.hash !== "#chapter-" + chapter.n) {
      window.history.replaceState(null, "", "#chapter-" + chapter.n);
    }
    document.title = chapter.title + " · " + (data.book || "Read along");
    window.scrollTo(0, 0);
    say("Chapter " + chapter.n + ": " + chapter.title);
    if (settings.autoplay) audio.play().catch(ignore);
  }

  // -- events -------------------------------------------------------------------------------
  audio.addEventListener("loadedmetadata", () => {
    if (state.pendingSeek !== null) {
      audio.currentTime = state.pendingSeek;
      state.pendingSeek = null;
    }
    sync();
  });
  for (const type of ["timeupdate", "seeked", "seeking"]) audio.addEventListener(type, sync);
  audio.addEventListener("play", () => {
    if (!state.frame) state.frame = window.requestAnimationFrame(follow);
  });
  audio.addEventListener("ended", () => {
    if (state.chapter + 1 < data.chapters.length) openChapter(state.chapter + 1, { autoplay: true });
  });
  audio.addEventListener("error", () => {
    const chapter = data.chapters[state.chapter];
    say("Cannot play " + decodeURIComponent(chapter.audio));
    $("now").textContent = "Audio missing: " + decodeURIComponent(chapter.audio);
  });

  $("paragraphs").addEventListener("click", (event) => {
    const node = event.target.closest("[data-k]");
    if (node) playFrom(Number(node.dataset.k));
  });
  $("paragraphs").addEventListener("keydown", (event) => {
    const node = event.target.closest("[data-k]");
    if (node && event.key === "Enter") {
      event.preventDefault();
      playFrom(Number(node.dataset.k));
    }
  });
  $("prev").addEventListener("click", () => step(-1));
  $("next").addEventListener("click", () => step(1));
  $("fix-speaker").addEventListener("change", showSnippet);
  $("copy").addEventListener("click", () => {
    const text = $("snippet").textContent;
    const done = () => { $("copied").textContent = "Copied."; };
    const fallback = () => {
      const range = document.createRange();
      range.selectNodeContents($("snippet"));
      window.getSelection().removeAllRanges();
      window.getSelection().addRange(range);
      $("copied").textContent = "Selected: press Ctrl+C.";
    };
    if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  });
  details.addEventListener("focusout", () => {
    window.setTimeout(() => {
      if (!details.contains(document.activeElement)) showDetails(state.current);
    }, 0);
  });
  const threshold = $("threshold");
  threshold.value = String(Math.round(state.threshold * 100));
  threshold.addEventListener("input", () => {
    const value = Number(threshold.value);
    if (!Number.isFinite(value)) return;
    state.threshold = Math.min(100, Math.max(0, value)) / 100;
    applyFlags();
    showDetails(state.current);
  });
  $("badges").addEventListener("change", (event) => {
    document.body.classList.toggle("no-badges", !event.target.checked);
  });

  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const tag = target.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || target.isContentEditable) return;
    if (event.key === " ") {
      // Buttons, links and the player's own controls handle Space themselves.
      if (tag === "BUTTON" || tag === "A" || tag === "AUDIO") return;
      event.preventDefault();
      togglePlay();
    } else if (event.key === "ArrowLeft" || event.key === "ArrowUp") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "ArrowRight" || event.key === "ArrowDown") {
      event.preventDefault();
      step(1);
    } else if (event.key === "f" || event.key === "F") {
      event.preventDefault();
      nextFlagged();
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      state.lastUserScroll = Date.now();
    }
  });

  const wanted = /^#chapter-(\d+)$/.exec(window.location.hash);
  const start = wanted ? data.chapters.findIndex((c) => String(c.n) === wanted[1]) : 0;
  openChapter(Math.max(0, start));
  document.body.dataset.ready = "true";
})();
