import RIBLintCore

/// One self-contained HTML file: the RIB tree as an SVG picture (`RIBTreeLayout`), each RIB's
/// findings, parts, files and requirements when it is clicked, and a summary per rule and per
/// RIB. Styles, script and data are inline: it opens offline, as a CI artifact.
///
/// Nodes are coloured by their worst finding and show the count; roots have a thick border,
/// viewless RIBs a dashed one; a RIB with several parents hangs under its first parent and its
/// other parents reach it with dashed edges; unreachable RIBs stand apart on the right. A node's
/// `−` collapses its subtree; the search box marks the RIBs whose name contains the text.
public struct HTMLReporter: Reporter {
    public init() {}

    static let nodeWidth = 168.0
    static let nodeHeight = 40.0
    static let columnWidth = 184.0
    static let rowHeight = 96.0
    static let margin = 24.0

    public func render(_ input: ReportInput) -> String {
        let unreachable = Set(input.findings.filter { $0.rule == "structure/unreachable-rib" }.compactMap(\.rib))
        let layout = RIBTreeLayout(ribs: input.ribs, unreachable: unreachable)
        var byRIB: [String: [Finding]] = [:]
        for finding in input.findings { byRIB[finding.rib ?? "", default: []].append(finding) }
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>riblint report</title>\n<style>\n" + Self.style + "</style>\n</head>\n<body>\n"
        out += "<header><h1>riblint report</h1><p>" + escape(summaryLine(input)) + "</p>"
        out += "<input id=\"search\" type=\"search\" placeholder=\"Find a RIB\" aria-label=\"Find a RIB\"></header>\n"
        out += "<main><section id=\"tree\">" + svg(layout, input: input, byRIB: byRIB, unreachable: unreachable) + "</section>\n"
        out += "<aside id=\"panel\"><p class=\"hint\">Click a RIB to see its findings, parts, files and requirements.</p></aside></main>\n"
        out += summarySection(input, byRIB: byRIB)
        out += "<script type=\"application/json\" id=\"data\">" + scriptSafe(data(input, byRIB: byRIB)) + "</script>\n"
        out += "<script>\n" + Self.script + "</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: picture

    private func svg(_ layout: RIBTreeLayout, input: ReportInput, byRIB: [String: [Finding]], unreachable: Set<String>) -> String {
        let width = layout.width * Self.columnWidth + 2 * Self.margin
        let height = Double(layout.height) * Self.rowHeight + 2 * Self.margin
        var center: [String: (x: Double, y: Double)] = [:]
        for node in layout.nodes {
            center[node.name] = (Self.margin + node.column * Self.columnWidth + Self.columnWidth / 2,
                                 Self.margin + Double(node.row) * Self.rowHeight + Self.nodeHeight / 2)
        }
        var out = "<svg id=\"picture\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        out += "viewBox=\"0 0 \(Int(width)) \(Int(height))\">\n"
        if let column = layout.unreachableColumn {
            let x = Self.margin + column * Self.columnWidth - 8
            out += "<line class=\"divider\" x1=\"\(x)\" y1=\"0\" x2=\"\(x)\" y2=\"\(Int(height))\"/>"
            out += "<text class=\"group\" x=\"\(x + 12)\" y=\"14\">unreachable</text>\n"
        }
        for edge in layout.edges {
            guard let from = center[edge.parent], let to = center[edge.child] else { continue }
            let y1 = from.y + Self.nodeHeight / 2
            let y2 = to.y - Self.nodeHeight / 2
            let middle = (y1 + y2) / 2
            out += "<path class=\"edge\(edge.isTreeEdge ? "" : " extra")\" data-parent=\"\(escape(edge.parent))\" data-child=\"\(escape(edge.child))\" "
            out += "d=\"M\(format(from.x)),\(format(y1)) C\(format(from.x)),\(format(middle)) \(format(to.x)),\(format(middle)) \(format(to.x)),\(format(y2))\"/>\n"
        }
        let drawnParents = Set(layout.nodes.compactMap(\.treeParent))
        for node in layout.nodes {
            guard let point = center[node.name] else { continue }
            let findings = byRIB[node.name] ?? []
            let detail = input.ribDetails[node.name]
            var classes = ["rib", worst(findings)]
            if detail?.isViewless == true { classes.append("viewless") }
            if detail?.isRoot == true && !unreachable.contains(node.name) { classes.append("root") }
            if unreachable.contains(node.name) { classes.append("unreachable") }
            out += "<g class=\"\(classes.joined(separator: " "))\" data-rib=\"\(escape(node.name))\" data-parent=\"\(escape(node.treeParent ?? ""))\" "
            out += "transform=\"translate(\(format(point.x - Self.nodeWidth / 2)),\(format(point.y - Self.nodeHeight / 2)))\" tabindex=\"0\">"
            out += "<title>\(escape(node.name + (detail?.summary.map { ": " + $0 } ?? "")))</title>"
            out += "<rect width=\"\(Int(Self.nodeWidth))\" height=\"\(Int(Self.nodeHeight))\" rx=\"8\"/>"
            out += "<text x=\"10\" y=\"25\">\(escape(clipped(node.name)))</text>"
            if !findings.isEmpty {
                out += "<circle cx=\"\(Int(Self.nodeWidth) - 16)\" cy=\"20\" r=\"11\"/><text class=\"count\" x=\"\(Int(Self.nodeWidth) - 16)\" y=\"24\">\(findings.count)</text>"
            }
            if drawnParents.contains(node.name) { out += "<text class=\"toggle\" x=\"\(Int(Self.nodeWidth / 2))\" y=\"\(Int(Self.nodeHeight) + 12)\">−</text>" }
            out += "</g>\n"
        }
        return out + "</svg>"
    }

    // MARK: summary

    private func summarySection(_ input: ReportInput, byRIB: [String: [Finding]]) -> String {
        var rules: [String: (errors: Int, warnings: Int, infos: Int)] = [:]
        for finding in input.findings {
            var row = rules[finding.rule] ?? (0, 0, 0)
            switch finding.severity {
            case .error: row.errors += 1
            case .warning: row.warnings += 1
            case .info: row.infos += 1
            }
            rules[finding.rule] = row
        }
        var out = "<section id=\"summary\"><h2>Findings per rule</h2><table><tr><th>rule</th><th>errors</th><th>warnings</th><th>infos</th></tr>"
        for (rule, row) in rules.sorted(by: { ($0.value.errors + $0.value.warnings + $0.value.infos, $1.key) > ($1.value.errors + $1.value.warnings + $1.value.infos, $0.key) }) {
            out += "<tr><td>\(escape(rule))</td><td>\(row.errors)</td><td>\(row.warnings)</td><td>\(row.infos)</td></tr>"
        }
        out += "</table><h2>RIBs with the most errors</h2><table><tr><th>RIB</th><th>errors</th><th>findings</th></tr>"
        let ranked = byRIB.filter { !$0.key.isEmpty }.map { ($0.key, $0.value.filter { $0.severity == .error }.count, $0.value.count) }
            .sorted { ($0.1, $0.2, $1.0) > ($1.1, $1.2, $0.0) }.prefix(10)
        for (name, errors, total) in ranked {
            out += "<tr><td><a href=\"#\" data-goto=\"\(escape(name))\">\(escape(name))</a></td><td>\(errors)</td><td>\(total)</td></tr>"
        }
        return out + "</table></section>\n"
    }

    // MARK: data for the panel

    private func data(_ input: ReportInput, byRIB: [String: [Finding]]) -> String {
        let ribs = input.ribs.map { rib -> (String, JSONTree) in
            let detail = input.ribDetails[rib.name]
            let findings = (byRIB[rib.name] ?? []).map { finding -> JSONTree in
                .object([
                    ("rule", .string(finding.rule)), ("severity", .string(finding.severity.rawValue)),
                    ("location", .string("\(finding.file):\(finding.line):\(finding.column)")),
                    ("message", .string(finding.message)),
                    ("code", input.lineText?(finding.file, finding.line).map(JSONTree.string) ?? .null),
                ])
            }
            let parts = (detail?.parts ?? []).map { JSONTree.object([("role", .string($0.role)), ("name", .string($0.name)), ("location", .string($0.location))]) }
            let requirements = (detail?.requirements ?? []).map {
                JSONTree.object([("name", .string($0.name)), ("type", .string($0.type)), ("resolutions", .array($0.resolutions.map(JSONTree.string)))])
            }
            return (rib.name, .object([
                ("parents", .array(rib.parents.map(JSONTree.string))), ("children", .array(rib.children.map(JSONTree.string))),
                ("files", .array(rib.files.map(JSONTree.string))), ("summary", detail?.summary.map(JSONTree.string) ?? .null),
                ("viewless", .bool(detail?.isViewless ?? false)), ("parts", .array(parts)), ("requirements", .array(requirements)),
                ("findings", .array(findings)),
            ]))
        }
        return JSONTree.object(ribs).compact
    }

    // MARK: text helpers

    private func summaryLine(_ input: ReportInput) -> String {
        "\(input.summary.ribs) RIBs, \(input.errorCount) errors, \(input.warningCount) warnings, \(input.infoCount) infos "
            + "in \(input.summary.files) files (riblint \(input.toolVersion))"
    }

    private func worst(_ findings: [Finding]) -> String {
        if findings.contains(where: { $0.severity == .error }) { return "error" }
        if findings.contains(where: { $0.severity == .warning }) { return "warning" }
        if findings.contains(where: { $0.severity == .info }) { return "info" }
        return "clean"
    }

    private func clipped(_ name: String) -> String {
        name.count > 17 ? String(name.prefix(16)) + "…" : name
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// Markup characters as entities: the XML escaping of the checkstyle reporter is valid HTML.
    private func escape(_ text: String) -> String {
        CheckstyleReporter.escape(text)
    }

    /// JSON inside a `<script>` element: `</` would end it early.
    private func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/")
    }

    // MARK: assets

    static let style = """
    body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; color: #1d1d1f; }
    header { display: flex; align-items: baseline; gap: 16px; padding: 8px 16px; border-bottom: 1px solid #ddd; }
    header h1 { font-size: 18px; margin: 0; } header p { margin: 0; color: #555; flex: 1; }
    #search { padding: 4px 8px; width: 220px; }
    main { display: flex; height: 70vh; }
    #tree { flex: 1; overflow: auto; background: #fafafa; }
    #panel { width: 420px; overflow: auto; padding: 8px 16px; border-left: 1px solid #ddd; }
    .edge { fill: none; stroke: #9a9a9a; stroke-width: 1.5; } .edge.extra { stroke-dasharray: 5 4; }
    .rib { cursor: pointer; } .rib rect { fill: #e8f5e9; stroke: #7cb27f; stroke-width: 1.5; }
    .rib.info rect { fill: #e3f2fd; stroke: #64a0d8; } .rib.warning rect { fill: #fff4d6; stroke: #d9a620; }
    .rib.error rect { fill: #fde2e1; stroke: #d9534f; } .rib.root rect { stroke-width: 4; }
    .rib.viewless rect { stroke-dasharray: 6 4; } .rib.unreachable rect { fill: #eeeeee; }
    .rib text { font-size: 13px; } .rib circle { fill: #333; } .rib .count { fill: #fff; font-size: 11px; text-anchor: middle; }
    .rib .toggle { text-anchor: middle; font-size: 14px; fill: #666; }
    .rib.selected rect { stroke: #000; stroke-width: 3; } .rib.match rect { fill: #fff59d; }
    .hidden { display: none; } .divider { stroke: #ccc; stroke-dasharray: 4 4; } .group { fill: #888; font-size: 12px; }
    #panel h2 { font-size: 16px; } #panel li { margin-bottom: 6px; } #panel code { display: block; background: #f3f3f3; padding: 2px 4px; white-space: pre-wrap; }
    .sev-error { color: #c62828; } .sev-warning { color: #a87400; } .sev-info { color: #1565c0; } .hint { color: #777; }
    #summary { padding: 8px 16px; } table { border-collapse: collapse; margin-bottom: 16px; } td, th { border: 1px solid #ddd; padding: 3px 8px; text-align: left; }

    """

    static let script = """
    const data = JSON.parse(document.getElementById('data').textContent);
    const nodes = Array.from(document.querySelectorAll('g.rib'));
    const byName = new Map(nodes.map(n => [n.dataset.rib, n]));
    const panel = document.getElementById('panel');
    function text(t) { const s = document.createElement('span'); s.textContent = t; return s.innerHTML; }
    function show(name) {
      const rib = data[name]; if (!rib) return;
      nodes.forEach(n => n.classList.toggle('selected', n.dataset.rib === name));
      let h = '<h2>' + text(name) + (rib.viewless ? ' (viewless)' : '') + '</h2>';
      if (rib.summary) h += '<p>' + text(rib.summary) + '</p>';
      h += '<h3>Findings (' + rib.findings.length + ')</h3><ul class="findings">';
      for (const f of rib.findings) h += '<li><span class="sev-' + f.severity + '">' + f.severity + '</span> ' + text(f.rule) + ' at ' + text(f.location) + '<br>' + text(f.message) + (f.code ? '<code>' + text(f.code) + '</code>' : '') + '</li>';
      h += '</ul><h3>Parts</h3><ul>' + rib.parts.map(p => '<li>' + text(p.role) + ': ' + text(p.name) + ' (' + text(p.location) + ')</li>').join('') + '</ul>';
      h += '<h3>Requirements</h3><ul>' + rib.requirements.map(r => '<li>' + text(r.name) + ': ' + text(r.type) + '<br>' + r.resolutions.map(text).join('<br>') + '</li>').join('') + '</ul>';
      h += '<h3>Files</h3><ul>' + rib.files.map(f => '<li>' + text(f) + '</li>').join('') + '</ul>';
      h += '<p>Parents: ' + (rib.parents.map(text).join(', ') || 'none (a root)') + '<br>Children: ' + (rib.children.map(text).join(', ') || 'none') + '</p>';
      panel.innerHTML = h;
    }
    function descendants(name) {
      const out = []; const stack = [name];
      while (stack.length) { const n = stack.pop(); for (const c of nodes) if (c.dataset.parent === n) { out.push(c.dataset.rib); stack.push(c.dataset.rib); } }
      return out;
    }
    function toggle(node) {
      const collapse = !node.classList.contains('collapsed');
      node.classList.toggle('collapsed', collapse);
      const toggleMark = node.querySelector('.toggle'); if (toggleMark) toggleMark.textContent = collapse ? '+' : '−';
      const hidden = new Set();
      for (const n of nodes) if (n.classList.contains('collapsed')) descendants(n.dataset.rib).forEach(d => hidden.add(d));
      for (const n of nodes) n.classList.toggle('hidden', hidden.has(n.dataset.rib));
      for (const e of document.querySelectorAll('.edge')) e.classList.toggle('hidden', hidden.has(e.dataset.child) || hidden.has(e.dataset.parent));
    }
    for (const n of nodes) {
      n.addEventListener('click', ev => { if (ev.target.classList.contains('toggle')) toggle(n); else show(n.dataset.rib); });
      n.addEventListener('keydown', ev => { if (ev.key === 'Enter') show(n.dataset.rib); });
    }
    document.getElementById('search').addEventListener('input', ev => {
      const q = ev.target.value.trim().toLowerCase(); let first = null;
      for (const n of nodes) { const m = q !== '' && n.dataset.rib.toLowerCase().includes(q); n.classList.toggle('match', m); if (m && !first) first = n; }
      if (first) first.scrollIntoView({block: 'center', inline: 'center'});
    });
    for (const a of document.querySelectorAll('[data-goto]')) a.addEventListener('click', ev => { ev.preventDefault(); const n = byName.get(a.dataset.goto); if (n) { n.scrollIntoView({block: 'center', inline: 'center'}); show(a.dataset.goto); } });
    // A wide tree opens on its first root rather than on its left edge.
    const firstRoot = document.querySelector('g.rib.root');
    if (firstRoot && location.hash === '') firstRoot.scrollIntoView({block: 'start', inline: 'center'});
    // `report.html#rib=Name` opens with that RIB shown (a link to one RIB).
    if (location.hash.startsWith('#rib=')) { const name = decodeURIComponent(location.hash.slice(5)); const n = byName.get(name); if (n) { show(name); n.scrollIntoView({block: 'center', inline: 'center'}); } }
    // `report.html#selftest`: clicks every node as a user would and records what the panel then
    // shows, for the browser test (headless Chromium prints the page with the record).
    if (location.hash === '#selftest') {
      const record = nodes.map(n => {
        n.dispatchEvent(new MouseEvent('click', {bubbles: true}));
        const title = panel.querySelector('h2');
        return {rib: n.dataset.rib, title: title ? title.textContent : '', findings: panel.querySelectorAll('ul.findings li').length};
      });
      document.body.setAttribute('data-selftest', JSON.stringify(record));
    }

    """
}
