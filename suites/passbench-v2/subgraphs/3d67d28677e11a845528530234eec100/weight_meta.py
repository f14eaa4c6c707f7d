class Program_weight_tensor_meta_query_states_4:
    name = "query_states_4"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.002454417011928167
    std = 0.12679766004561888
    data = None
    min_val = -0.5459308624267578
    max_val = 0.4849390387535095


class Program_weight_tensor_meta_cos_7:
    name = "cos_7"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.5417290840198916
    std = 0.6637756354125948
    data = None
    min_val = -0.9999850392341614
    max_val = 1.0


class Program_weight_tensor_meta_sin_7:
    name = "sin_7"
    shape = [1, 1, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.1558912697205006
    std = 0.49164287652502614
    data = None
    min_val = -0.9999954104423523
    max_val = 0.9999924898147583
