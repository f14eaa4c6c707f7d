class Program_weight_tensor_meta_init_cls_token_5:
    name = "init_cls_token_5"
    shape = [1, 1, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0020092683227706707
    std = 0.034020508279981994
    data = None
    min_val = -0.11890332400798798
    max_val = 0.10864919424057007


class Program_weight_tensor_meta_temporal_embedding_17:
    name = "temporal_embedding_17"
    shape = [1, 18816, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0003558341374130168
    std = 0.05056293402203786
    data = None
    min_val = -0.2537703812122345
    max_val = 0.24817050993442535
