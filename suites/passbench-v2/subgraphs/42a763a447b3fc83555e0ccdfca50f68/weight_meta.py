class Program_weight_tensor_meta_view_22:
    name = "view_22"
    shape = [1, 4, 4, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.002485720011691228
    std = 0.03129704982146974
    data = None
    min_val = -0.0805930495262146
    max_val = 0.12131137400865555


class Program_weight_tensor_meta_key_layer_4:
    name = "key_layer_4"
    shape = [1, 4, 4, 16]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.007077354440127692
    std = 0.03105043944787852
    data = None
    min_val = -0.0809418335556984
    max_val = 0.08992647379636765
