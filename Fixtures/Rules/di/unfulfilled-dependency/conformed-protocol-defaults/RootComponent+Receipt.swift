import RIBs

/// Root's component declares the ReceiptDependency conformance but defines none of its
/// members here: `currencyCode` comes from the constrained extension in ReceiptBuilder.swift
/// (RootComponent is also a StoreDependency), `footerNote` from the plain protocol-extension
/// default, and `taxTable` from nowhere.
extension RootComponent: ReceiptDependency {}
