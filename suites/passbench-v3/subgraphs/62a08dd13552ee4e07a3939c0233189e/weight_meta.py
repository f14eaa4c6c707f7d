class Program_weight_tensor_meta_neg_3:
    name = "neg_3"
    shape = [1, 16, 196, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.002539469401496944
    std = 0.1308428979826157
    data = None
    min_val = -0.5570284128189087
    max_val = 0.5417711138725281


class Program_weight_tensor_meta_getitem_37:
    name = "getitem_37"
    shape = [1, 16, 196, 32]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00037725254399922686
    std = 0.12843771291501166
    data = None
    min_val = -0.630043089389801
    max_val = 0.5310824513435364


class Program_weight_tensor_meta_sin_emb_4:
    name = "sin_emb_4"
    shape = [16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.023677962687636573
    std = 0.5548135788273693
    data = None
    min_val = -0.9999999403953552
    max_val = 0.9999999403953552


class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 16, 196, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0011685690057199937
    std = 0.10733666051995096
    data = None
    min_val = -0.5394444465637207
    max_val = 0.556928813457489


class Program_weight_tensor_meta_getitem_32:
    name = "getitem_32"
    shape = [1, 16, 1, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0035059561992909494
    std = 0.12480760216372092
    data = None
    min_val = -0.37942540645599365
    max_val = 0.4814373850822449


class Program_weight_tensor_meta_v_1:
    name = "v_1"
    shape = [1, 16, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00015109759197983084
    std = 0.13022814126946905
    data = None
    min_val = -0.5686109662055969
    max_val = 0.6143892407417297
