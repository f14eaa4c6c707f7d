class Program_weight_tensor_meta_q_embed:
    name = "q_embed"
    shape = [1, 8, 134, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00010526308657824926
    std = 0.09078754130207843
    data = None
    min_val = -0.3762306272983551
    max_val = 0.37349921464920044


class Program_weight_tensor_meta_k_embed:
    name = "k_embed"
    shape = [1, 8, 134, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00040382872880185877
    std = 0.09047036683428336
    data = None
    min_val = -0.3731571435928345
    max_val = 0.4403097629547119


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 8, 134, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0005114142175654957
    std = 0.09060518653120615
    data = None
    min_val = -0.36538830399513245
    max_val = 0.41714411973953247


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 134, 134]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
