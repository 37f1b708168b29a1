//! nvvmc's own names for LLVM's enums: the rest of nvvmc matches on these, never on llvm-sys's.
//! Each mirrors one LLVM-C enum variant for variant; `from_llvm`/`to_llvm` (crate-private) convert at
//! the boundary. Generated from llvm-sys 221's enums (variant names without LLVM's prefix and
//! suffix); a new LLVM variant fails to compile here (the matches are exhaustive).

macro_rules! mirror {
    ($(#[$doc:meta])* $name:ident = $llvm:ty { $($ours:ident = $theirs:ident),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum $name { $($ours),+ }
        impl $name {
            #[allow(dead_code)]
            pub(crate) fn from_llvm(v: $llvm) -> Self {
                match v { $(<$llvm>::$theirs => Self::$ours),+ }
            }
            #[allow(dead_code)]
            pub(crate) fn to_llvm(self) -> $llvm {
                match self { $(Self::$ours => <$llvm>::$theirs),+ }
            }
        }
    };
}

mirror! {
    /// An instruction's opcode.
    Opcode = llvm_sys::LLVMOpcode {
        Ret = LLVMRet,
        Br = LLVMBr,
        Switch = LLVMSwitch,
        IndirectBr = LLVMIndirectBr,
        Invoke = LLVMInvoke,
        Unreachable = LLVMUnreachable,
        CallBr = LLVMCallBr,
        FNeg = LLVMFNeg,
        Add = LLVMAdd,
        FAdd = LLVMFAdd,
        Sub = LLVMSub,
        FSub = LLVMFSub,
        Mul = LLVMMul,
        FMul = LLVMFMul,
        UDiv = LLVMUDiv,
        SDiv = LLVMSDiv,
        FDiv = LLVMFDiv,
        URem = LLVMURem,
        SRem = LLVMSRem,
        FRem = LLVMFRem,
        Shl = LLVMShl,
        LShr = LLVMLShr,
        AShr = LLVMAShr,
        And = LLVMAnd,
        Or = LLVMOr,
        Xor = LLVMXor,
        Alloca = LLVMAlloca,
        Load = LLVMLoad,
        Store = LLVMStore,
        GetElementPtr = LLVMGetElementPtr,
        Trunc = LLVMTrunc,
        ZExt = LLVMZExt,
        SExt = LLVMSExt,
        FPToUI = LLVMFPToUI,
        FPToSI = LLVMFPToSI,
        UIToFP = LLVMUIToFP,
        SIToFP = LLVMSIToFP,
        FPTrunc = LLVMFPTrunc,
        FPExt = LLVMFPExt,
        PtrToInt = LLVMPtrToInt,
        PtrToAddr = LLVMPtrToAddr,
        IntToPtr = LLVMIntToPtr,
        BitCast = LLVMBitCast,
        AddrSpaceCast = LLVMAddrSpaceCast,
        ICmp = LLVMICmp,
        FCmp = LLVMFCmp,
        Phi = LLVMPHI,
        Call = LLVMCall,
        Select = LLVMSelect,
        UserOp1 = LLVMUserOp1,
        UserOp2 = LLVMUserOp2,
        VAArg = LLVMVAArg,
        ExtractElement = LLVMExtractElement,
        InsertElement = LLVMInsertElement,
        ShuffleVector = LLVMShuffleVector,
        ExtractValue = LLVMExtractValue,
        InsertValue = LLVMInsertValue,
        Freeze = LLVMFreeze,
        Fence = LLVMFence,
        AtomicCmpXchg = LLVMAtomicCmpXchg,
        AtomicRMW = LLVMAtomicRMW,
        Resume = LLVMResume,
        LandingPad = LLVMLandingPad,
        CleanupRet = LLVMCleanupRet,
        CatchRet = LLVMCatchRet,
        CatchPad = LLVMCatchPad,
        CleanupPad = LLVMCleanupPad,
        CatchSwitch = LLVMCatchSwitch,
    }
}

mirror! {
    /// What kind of type a type is.
    TypeKind = llvm_sys::LLVMTypeKind {
        Void = LLVMVoidTypeKind,
        Half = LLVMHalfTypeKind,
        Float = LLVMFloatTypeKind,
        Double = LLVMDoubleTypeKind,
        X86Fp80 = LLVMX86_FP80TypeKind,
        Fp128 = LLVMFP128TypeKind,
        PpcFp128 = LLVMPPC_FP128TypeKind,
        Label = LLVMLabelTypeKind,
        Integer = LLVMIntegerTypeKind,
        Function = LLVMFunctionTypeKind,
        Struct = LLVMStructTypeKind,
        Array = LLVMArrayTypeKind,
        Pointer = LLVMPointerTypeKind,
        Vector = LLVMVectorTypeKind,
        Metadata = LLVMMetadataTypeKind,
        Token = LLVMTokenTypeKind,
        ScalableVector = LLVMScalableVectorTypeKind,
        BFloat = LLVMBFloatTypeKind,
        X86Amx = LLVMX86_AMXTypeKind,
        TargetExt = LLVMTargetExtTypeKind,
    }
}

mirror! {
    /// A global's linkage.
    Linkage = llvm_sys::LLVMLinkage {
        External = LLVMExternalLinkage,
        AvailableExternally = LLVMAvailableExternallyLinkage,
        LinkOnceAny = LLVMLinkOnceAnyLinkage,
        LinkOnceODR = LLVMLinkOnceODRLinkage,
        LinkOnceODRAutoHide = LLVMLinkOnceODRAutoHideLinkage,
        WeakAny = LLVMWeakAnyLinkage,
        WeakODR = LLVMWeakODRLinkage,
        Appending = LLVMAppendingLinkage,
        Internal = LLVMInternalLinkage,
        Private = LLVMPrivateLinkage,
        DLLImport = LLVMDLLImportLinkage,
        DLLExport = LLVMDLLExportLinkage,
        ExternalWeak = LLVMExternalWeakLinkage,
        Ghost = LLVMGhostLinkage,
        Common = LLVMCommonLinkage,
        LinkerPrivate = LLVMLinkerPrivateLinkage,
        LinkerPrivateWeak = LLVMLinkerPrivateWeakLinkage,
    }
}

mirror! {
    /// A global's visibility.
    Visibility = llvm_sys::LLVMVisibility {
        Default = LLVMDefaultVisibility,
        Hidden = LLVMHiddenVisibility,
        Protected = LLVMProtectedVisibility,
    }
}

mirror! {
    /// A global's DLL storage class.
    DllStorageClass = llvm_sys::LLVMDLLStorageClass {
        Default = LLVMDefaultStorageClass,
        DllImport = LLVMDLLImportStorageClass,
        DllExport = LLVMDLLExportStorageClass,
    }
}

mirror! {
    /// What kind of value a value is.
    ValueKind = llvm_sys::LLVMValueKind {
        Argument = LLVMArgumentValueKind,
        BasicBlock = LLVMBasicBlockValueKind,
        MemoryUse = LLVMMemoryUseValueKind,
        MemoryDef = LLVMMemoryDefValueKind,
        MemoryPhi = LLVMMemoryPhiValueKind,
        Function = LLVMFunctionValueKind,
        GlobalAlias = LLVMGlobalAliasValueKind,
        GlobalIFunc = LLVMGlobalIFuncValueKind,
        GlobalVariable = LLVMGlobalVariableValueKind,
        BlockAddress = LLVMBlockAddressValueKind,
        ConstantExpr = LLVMConstantExprValueKind,
        ConstantArray = LLVMConstantArrayValueKind,
        ConstantStruct = LLVMConstantStructValueKind,
        ConstantVector = LLVMConstantVectorValueKind,
        UndefValue = LLVMUndefValueValueKind,
        ConstantAggregateZero = LLVMConstantAggregateZeroValueKind,
        ConstantDataArray = LLVMConstantDataArrayValueKind,
        ConstantDataVector = LLVMConstantDataVectorValueKind,
        ConstantInt = LLVMConstantIntValueKind,
        ConstantFP = LLVMConstantFPValueKind,
        ConstantPointerNull = LLVMConstantPointerNullValueKind,
        ConstantTokenNone = LLVMConstantTokenNoneValueKind,
        MetadataAsValue = LLVMMetadataAsValueValueKind,
        InlineAsm = LLVMInlineAsmValueKind,
        Instruction = LLVMInstructionValueKind,
        Poison = LLVMPoisonValueKind,
        ConstantTargetNone = LLVMConstantTargetNoneValueKind,
        ConstantPtrAuth = LLVMConstantPtrAuthValueKind,
    }
}

mirror! {
    /// An integer comparison (`icmp`).
    IntPredicate = llvm_sys::LLVMIntPredicate {
        Eq = LLVMIntEQ,
        Ne = LLVMIntNE,
        Ugt = LLVMIntUGT,
        Uge = LLVMIntUGE,
        Ult = LLVMIntULT,
        Ule = LLVMIntULE,
        Sgt = LLVMIntSGT,
        Sge = LLVMIntSGE,
        Slt = LLVMIntSLT,
        Sle = LLVMIntSLE,
    }
}

mirror! {
    /// A floating-point comparison (`fcmp`).
    RealPredicate = llvm_sys::LLVMRealPredicate {
        False = LLVMRealPredicateFalse,
        Oeq = LLVMRealOEQ,
        Ogt = LLVMRealOGT,
        Oge = LLVMRealOGE,
        Olt = LLVMRealOLT,
        Ole = LLVMRealOLE,
        One = LLVMRealONE,
        Ord = LLVMRealORD,
        Uno = LLVMRealUNO,
        Ueq = LLVMRealUEQ,
        Ugt = LLVMRealUGT,
        Uge = LLVMRealUGE,
        Ult = LLVMRealULT,
        Ule = LLVMRealULE,
        Une = LLVMRealUNE,
        True = LLVMRealPredicateTrue,
    }
}

mirror! {
    /// An atomic operation's memory ordering.
    AtomicOrdering = llvm_sys::LLVMAtomicOrdering {
        NotAtomic = LLVMAtomicOrderingNotAtomic,
        Unordered = LLVMAtomicOrderingUnordered,
        Monotonic = LLVMAtomicOrderingMonotonic,
        Acquire = LLVMAtomicOrderingAcquire,
        Release = LLVMAtomicOrderingRelease,
        AcquireRelease = LLVMAtomicOrderingAcquireRelease,
        SequentiallyConsistent = LLVMAtomicOrderingSequentiallyConsistent,
    }
}

mirror! {
    /// What an `atomicrmw` computes.
    AtomicRMWBinOp = llvm_sys::LLVMAtomicRMWBinOp {
        Xchg = LLVMAtomicRMWBinOpXchg,
        Add = LLVMAtomicRMWBinOpAdd,
        Sub = LLVMAtomicRMWBinOpSub,
        And = LLVMAtomicRMWBinOpAnd,
        Nand = LLVMAtomicRMWBinOpNand,
        Or = LLVMAtomicRMWBinOpOr,
        Xor = LLVMAtomicRMWBinOpXor,
        Max = LLVMAtomicRMWBinOpMax,
        Min = LLVMAtomicRMWBinOpMin,
        UMax = LLVMAtomicRMWBinOpUMax,
        UMin = LLVMAtomicRMWBinOpUMin,
        FAdd = LLVMAtomicRMWBinOpFAdd,
        FSub = LLVMAtomicRMWBinOpFSub,
        FMax = LLVMAtomicRMWBinOpFMax,
        FMin = LLVMAtomicRMWBinOpFMin,
        UIncWrap = LLVMAtomicRMWBinOpUIncWrap,
        UDecWrap = LLVMAtomicRMWBinOpUDecWrap,
        USubCond = LLVMAtomicRMWBinOpUSubCond,
        USubSat = LLVMAtomicRMWBinOpUSubSat,
        FMaximum = LLVMAtomicRMWBinOpFMaximum,
        FMinimum = LLVMAtomicRMWBinOpFMinimum,
    }
}

mirror! {
    /// An inline assembly's dialect.
    InlineAsmDialect = llvm_sys::LLVMInlineAsmDialect {
        Att = LLVMInlineAsmDialectATT,
        Intel = LLVMInlineAsmDialectIntel,
    }
}

mirror! {
    /// What kind of metadata a metadata node is.
    MetadataKind = llvm_sys::debuginfo::LLVMMetadataKind {
        MDString = LLVMMDStringMetadataKind,
        ConstantAsMetadata = LLVMConstantAsMetadataMetadataKind,
        LocalAsMetadata = LLVMLocalAsMetadataMetadataKind,
        DistinctMDOperandPlaceholder = LLVMDistinctMDOperandPlaceholderMetadataKind,
        MDTuple = LLVMMDTupleMetadataKind,
        DILocation = LLVMDILocationMetadataKind,
        DIExpression = LLVMDIExpressionMetadataKind,
        DIGlobalVariableExpression = LLVMDIGlobalVariableExpressionMetadataKind,
        GenericDINode = LLVMGenericDINodeMetadataKind,
        DISubrange = LLVMDISubrangeMetadataKind,
        DIEnumerator = LLVMDIEnumeratorMetadataKind,
        DIBasicType = LLVMDIBasicTypeMetadataKind,
        DIDerivedType = LLVMDIDerivedTypeMetadataKind,
        DICompositeType = LLVMDICompositeTypeMetadataKind,
        DISubroutineType = LLVMDISubroutineTypeMetadataKind,
        DIFile = LLVMDIFileMetadataKind,
        DICompileUnit = LLVMDICompileUnitMetadataKind,
        DISubprogram = LLVMDISubprogramMetadataKind,
        DILexicalBlock = LLVMDILexicalBlockMetadataKind,
        DILexicalBlockFile = LLVMDILexicalBlockFileMetadataKind,
        DINamespace = LLVMDINamespaceMetadataKind,
        DIModule = LLVMDIModuleMetadataKind,
        DITemplateTypeParameter = LLVMDITemplateTypeParameterMetadataKind,
        DITemplateValueParameter = LLVMDITemplateValueParameterMetadataKind,
        DIGlobalVariable = LLVMDIGlobalVariableMetadataKind,
        DILocalVariable = LLVMDILocalVariableMetadataKind,
        DILabel = LLVMDILabelMetadataKind,
        DIObjCProperty = LLVMDIObjCPropertyMetadataKind,
        DIImportedEntity = LLVMDIImportedEntityMetadataKind,
        DIMacro = LLVMDIMacroMetadataKind,
        DIMacroFile = LLVMDIMacroFileMetadataKind,
        DICommonBlock = LLVMDICommonBlockMetadataKind,
        DIStringType = LLVMDIStringTypeMetadataKind,
        DIGenericSubrange = LLVMDIGenericSubrangeMetadataKind,
        DIArgList = LLVMDIArgListMetadataKind,
        DIAssignID = LLVMDIAssignIDMetadataKind,
        DISubrangeType = LLVMDISubrangeTypeMetadataKind,
        DIFixedPointType = LLVMDIFixedPointTypeMetadataKind,
    }
}

mirror! {
    /// A data layout's byte order.
    ByteOrder = llvm_sys::target::LLVMByteOrdering {
        Big = LLVMBigEndian,
        Little = LLVMLittleEndian,
    }
}
