class Program_weight_tensor_meta_getitem_11:
    name = "getitem_11"
    shape = [1, 6, 196, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00044147754965417744
    std = 0.07702444955227206
    data = None
    min_val = -0.33442172408103943
    max_val = 0.3104408085346222


class Program_weight_tensor_meta_getitem_8:
    name = "getitem_8"
    shape = [1, 6, 196, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00012693064751501983
    std = 0.07723395025381351
    data = None
    min_val = -0.33442172408103943
    max_val = 0.3104408085346222


class Program_weight_tensor_meta_sin_emb:
    name = "sin_emb"
    shape = [196, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.40772765279719037
    std = 0.11582109510543996
    data = None
    min_val = -0.005228549242019653
    max_val = 0.8742893934249878


class Program_weight_tensor_meta_mul:
    name = "mul"
    shape = [1, 6, 196, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -5.021785502227839e-05
    std = 0.03277318379779186
    data = None
    min_val = -0.17116713523864746
    max_val = 0.19075298309326172


class Program_weight_tensor_meta_getitem_7:
    name = "getitem_7"
    shape = [1, 6, 1, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0023461296685430475
    std = 0.0757157666480161
    data = None
    min_val = -0.2321539670228958
    max_val = 0.2269442081451416


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 6, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0012718082420599326
    std = 0.07699481573538397
    data = None
    min_val = -0.30219754576683044
    max_val = 0.3167170286178589


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 6, 197, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0006396367108077182
    std = 0.08019370559495126
    data = None
    min_val = -0.34281477332115173
    max_val = 0.3244445025920868
