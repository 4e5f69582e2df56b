"""LOAD stage: the text files in seeds/ become a Book of Chapters.

Files are decoded whatever their encoding (UTF-8 with or without BOM, UTF-16/32 with a
BOM, GB18030, Big5), line endings become ``\\n``, and each file is split into chapters at
heading lines (第十二章 班師, 第3回, 卷二, 楔子, 尾聲 ...). Offsets are into the decoded text.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from pipeline.errors import InputError
from pipeline.model import Book, Chapter
from pipeline.script import converter

COVER_NAMES = frozenset({"cover.jpg", "cover.jpeg", "cover.png", "cover.webp"})
DEFAULT_AUTHOR = "Unknown"
SCORE_SAMPLE = 20_000  # characters looked at to judge an encoding

# The ~800 most frequent characters of modern and classical Chinese prose (Simplified;
# their Traditional forms are added with OpenCC). A wrong legacy decoding (Big5 bytes
# read as GB18030 or the reverse) yields valid but rare characters, so the share of
# common characters tells the right encoding apart.
_COMMON_SIMPLIFIED = (
    "的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之"
    "过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前"
    "所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声"
    "全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使"
    "教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑"
    "性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果"
    "亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让"
    "认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留"
    "红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息"
    "写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则"
    "首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坐集编宝谈府拉黑且随"
    "格尽剑讲布杀微怕母调局根曾准团段终乐切级克精哪官示冷况病树势息朝帝皇臣陛君王侯将相卿令"
    "汉唐宋元明清秦晋魏吴蜀燕齐楚赵韩兄妹姐哥爹娘妻夫婆儿女孙叔伯侄舅姑嫂媳郎姓氏闻言罢曰云"
    "乃矣焉哉乎兮耳亦皆莫勿毋尔汝吾余朕孤寡某彼谓遂乘欲使令命召拜辞奏诏旨敕赐封赏罚斩擒降"
    "攻守围困破败胜负追逃走奔驰射骑步卒将帅营寨阵旗鼓号角刀枪弓箭甲盾马车船渡河湖江海岛岸"
    "城池宫殿楼阁亭台庙寺院堂厅房屋门窗墙壁街巷市集村庄田野山林峰谷溪泉石沙土草木花叶枝根"
    "春夏秋冬晨昏夜午早晚阴晴雨雪霜露云雾风雷电寒暑冷热温凉东南西北左右上下前后里外中间边"
    "红黄蓝绿青紫白黑灰金银铜铁玉珠宝钱财货物衣服冠带鞋帽被褥床桌椅灯烛酒茶饭肉鱼米面菜果"
    "吃喝睡醒坐立行走跑跳飞游看听闻说讲问答叫喊哭笑怒喜忧愁思想念记忘知晓懂明白疑惑信任爱恨"
    "怕惊慌急忙慢快轻重深浅远近长短高低大小多少新旧好坏美丑真假对错是非善恶忠奸贤愚智勇仁义"
    "礼信孝悌廉耻诚敬谦让恭俭温良心意情志性命身体头脸眼耳鼻口舌齿手足脚腿腰背胸腹血气力"
    "已经曾将要正在还仍又再也都只就才便却竟终究始总共同一起互相彼此自己他们我们你们咱大家"
    "这那哪谁什么怎样如何为何因为所以但是可是然而虽然即使如果假若倘若只要只有除非无论不管"
    "一二三四五六七八九十百千万亿零两几半双对个只条张件位名口头匹支枝根块片座间层道次回遍"
    "啊呀吧呢吗哦嗯哈嘿喂唉哎罢了着过得地的很太最更极挺非常十分特别尤其格外相当比较稍微略"
    "顾虑担忧希望盼愿祝贺谢谢抱歉原谅允许答应拒绝反对赞成同意决定选择放弃坚持继续停止开始"
    "结束完成失败成功获得取得赢输胜利灾难危险安全和平战争冲突矛盾问题办法方法手段目的结果"
    "原因理由根据条件情况状态形势局面时候时间时刻日子岁月年代世纪历史将来未来过去现在如今"
)

_BOMS: tuple[tuple[bytes, str], ...] = (
    # UTF-32 first: its LE BOM starts with UTF-16 LE's.
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xef\xbb\xbf", "utf-8"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)
# Legacy encodings in the order tried; on equal scores the earlier one wins.
_LEGACY = ("gb18030", "big5", "cp950", "big5hkscs")
# Control characters that plain text may carry (tab, form feed, DOS end-of-file mark).
_ALLOWED_CONTROLS = frozenset("\t\n\r\f\v\x1a")
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _display(path: Path) -> str:
    """The file as the user knows it: ``seeds/name.txt``."""
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


@lru_cache(maxsize=1)
def _common_chars() -> frozenset[str]:
    chars = set(_COMMON_SIMPLIFIED)
    for config in ("s2t", "s2tw", "s2hk"):
        chars.update(converter(config)(_COMMON_SIMPLIFIED))
    chars.update("，。、；：？！「」『』“”‘’（）《》…—")
    return frozenset(chars)


def _chinese_score(text: str) -> float:
    """Share of the non-ASCII characters that are common Chinese characters or marks."""
    common = _common_chars()
    # A sample is enough to tell encodings apart and keeps whole novels fast.
    wide = [c for c in text[:SCORE_SAMPLE] if ord(c) > 0x7F and not c.isspace()]
    if not wide:
        return 0.0
    return sum(c in common for c in wide) / len(wide)


def _looks_binary(text: str) -> bool:
    """NUL bytes, or more than a stray few control characters, mean it is not prose."""
    if "\x00" in text:
        return True
    controls = sum(1 for c in _CONTROL_RE.findall(text) if c not in _ALLOWED_CONTROLS)
    return controls > max(2, len(text) // 1000)


def _normalize(text: str) -> str:
    text = text.removeprefix("\ufeff")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _strict(data: bytes, encoding: str) -> str | None:
    try:
        return data.decode(encoding)
    except (UnicodeDecodeError, LookupError):
        return None


def _decode(data: bytes) -> str | None:
    """The text of ``data``, or None when it is not text in an encoding we know."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _strict(data[len(bom):], encoding)
    if b"\x00" in data:
        # UTF-16 without a BOM: ASCII characters leave NUL bytes on one side.
        if len(data) % 2 == 0:
            for encoding in ("utf-16-le", "utf-16-be"):
                text = _strict(data, encoding)
                if text is None or _looks_binary(text):
                    continue
                if text.isascii() or _chinese_score(text) > 0.5:
                    return text
        return None
    text = _strict(data, "utf-8")
    if text is not None:
        return text
    best, best_score = None, -1.0
    for encoding in _LEGACY:
        candidate = _strict(data, encoding)
        if candidate is None:
            continue
        score = _chinese_score(candidate)
        if score > best_score:
            best, best_score = candidate, score
    if best is not None and best_score >= 0.3:
        return best
    # UTF-8 with a few broken bytes (a download cut mid-character): keep the text, with
    # U+FFFD where the bytes were, rather than refuse the whole book.
    text = data.decode("utf-8", errors="replace")
    if text.count("\ufffd") <= max(3, len(text) // 1000) and _chinese_score(text) >= 0.3:
        return text
    return None  # gibberish in every encoding we know


def decode_text(path: Path) -> str:
    """The text of ``path`` with its encoding detected, BOM stripped, newlines as ``\\n``.

    Raises InputError naming the file when it cannot be read or is not text.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise InputError(
            f"{_display(path)}: cannot be read ({error.strerror or error}); "
            "check the file exists and is readable"
        ) from error
    text = _decode(data)
    if text is None or _looks_binary(text):
        raise InputError(
            f"{_display(path)}: not a text file (binary data or an unknown encoding); "
            "remove it from seeds/ or save it as UTF-8 text"
        )
    return _normalize(text)


_NUM = r"[0-9０-９零〇一二兩两三四五六七八九十百千萬万壹贰貳叁參肆伍陆陸柒捌玖拾佰仟廿卅]+"
_UNIT = r"[章回節节卷集部篇話话幕折]"
_SEP = r"[\s:：、.．·\-—_]"
_SPECIAL = (
    r"序章|序言|序幕|序|自序|代序|前言|引子|引言|楔子|尾聲|尾声|後記|后记|終章|终章|"
    r"結局|结局|番外(?:篇)?" + _NUM + r"?|附錄|附录|跋"
)
# A heading's number part, then its title in group "sep" (separator) and "title".
_HEADING_RE = re.compile(
    r"(?:第\s*" + _NUM + r"\s*" + _UNIT + r"|卷\s*" + _NUM + r"|(?:chapter|CHAPTER|Chapter)\s+\d+"
    r"|(?:" + _SPECIAL + r")(?=$|" + _SEP + r"))"
    r"(?P<sep>" + _SEP + r"*)(?P<title>.*)"
)
# Ornaments web novels put around headings: 【第一章】, ===第一章===.
_ORNAMENT = "【】〖〗[]〔〕=＝*＊~～#＃ \t\u3000"
MAX_HEADING_CHARS = 40
_QUOTE_MARKS = re.compile(r"[「」『』“”\"]")
_CLAUSE_MARKS = re.compile(r"[，,！!？?；;]")


def is_heading(line: str) -> bool:
    """Whether ``line`` (one whole line) is a chapter heading rather than prose."""
    line = line.strip()
    if not line or len(line) > MAX_HEADING_CHARS:
        return False
    match = _HEADING_RE.fullmatch(line.strip(_ORNAMENT))
    if match is None:
        return False
    title = match["title"]
    if not title:
        return True
    if "。" in title or title[-1] in "，,、：:；;":
        return False
    clauses = len(_CLAUSE_MARKS.findall(title))
    # 第一章班師 is a heading; 第三回合，他倒下了 is prose: glued titles take no punctuation.
    if not match["sep"]:
        return clauses == 0 and not _QUOTE_MARKS.search(title)
    return clauses <= 2


def split_chapters(text: str, source: str) -> list[Chapter]:
    """Split one file's decoded text into chapters at heading lines.

    A heading directly followed by another (第一卷 then 第一章 ...) is merged into it, so a
    volume title never becomes an empty chapter. Text before the first heading, if not
    blank, is a chapter titled with the file's stem; so is a file with no heading.
    """
    if not text.strip():
        return []
    stem = Path(source).stem
    heads: list[tuple[int, str, bool]] = []  # (offset of line, title, is a real heading)
    offset = 0
    for line in text.split("\n"):
        if is_heading(line):
            heads.append((offset, line.strip(), True))
        offset += len(line) + 1
    if not heads or (heads[0][0] > 0 and text[: heads[0][0]].strip()):
        heads.insert(0, (0, stem, False))
    merged: list[tuple[int, str]] = []
    pending: tuple[int, str] | None = None  # a heading with nothing under it yet
    for i, (start, title, real) in enumerate(heads):
        end = heads[i + 1][0] if i + 1 < len(heads) else len(text)
        line_end = text.find("\n", start, end)
        body = text[line_end + 1 : end] if line_end >= 0 else ""
        if pending is not None:
            start, title = pending[0], f"{pending[1]} {title}"
            pending = None
        if real and not body.strip() and i + 1 < len(heads):
            pending = (start, title)
        else:
            merged.append((start, title))
    return [
        Chapter(index=i + 1, title=title, source=source, start=start,
                text=text[start : merged[i + 1][0] if i + 1 < len(merged) else len(text)])
        for i, (start, title) in enumerate(merged)
    ]


def _natural_key(name: str) -> list[tuple[int, int | str]]:
    """Name order with numbers compared as numbers: 2.txt before 10.txt."""
    return [(0, int(part)) if part.isdigit() else (1, part)
            for part in re.split(r"(\d+)", name) if part]


def book_files(seeds_dir: Path) -> list[Path]:
    """The files of the book: regular, non-hidden, not cover art, in name order."""
    seeds_dir = Path(seeds_dir)
    if not seeds_dir.is_dir():
        raise InputError(
            f"{seeds_dir}: no such folder; create it and put the novel's text files in it"
        )
    files = [
        path for path in seeds_dir.iterdir()
        if path.is_file() and not path.name.startswith(".")
        and path.name.lower() not in COVER_NAMES
    ]
    if not files:
        raise InputError(f"{seeds_dir}: no text files; put the novel's .txt files in it")
    return sorted(files, key=lambda path: (_natural_key(path.name), path.name))


def load_book(seeds_dir: Path, title: str | None = None, author: str | None = None) -> Book:
    """Every text file in ``seeds_dir``, in name order, as one Book.

    Chapter indexes run 1..N across the whole book. The title defaults to the name of
    the folder holding seeds/, the author to "Unknown". Blank files add no chapter.
    """
    seeds_dir = Path(seeds_dir)
    chapters: list[Chapter] = []
    for path in book_files(seeds_dir):
        for chapter in split_chapters(decode_text(path), path.name):
            chapters.append(
                Chapter(index=len(chapters) + 1, title=chapter.title, source=chapter.source,
                        text=chapter.text, start=chapter.start)
            )
    if title is None:
        title = seeds_dir.resolve().parent.name or "Untitled"
    return Book(title=title, author=author or DEFAULT_AUTHOR, chapters=tuple(chapters))
