class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005189826858636615
    std = 0.11775933142757042
    data = None
    min_val = -0.4761381447315216
    max_val = 0.5128039121627808


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00022896159376151193
    std = 0.11588448844313592
    data = None
    min_val = -0.520370602607727
    max_val = 0.4879825711250305


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 16, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0019526692844209492
    std = 0.11581076518071375
    data = None
    min_val = -0.5731014609336853
    max_val = 0.5466171503067017


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
