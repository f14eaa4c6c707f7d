class Program_weight_tensor_meta_view_22:
    name = "view_22"
    shape = [1, 20, 12, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.005671764500272047
    std = 0.11262627499328272
    data = None
    min_val = -0.41505303978919983
    max_val = 0.3988572955131531


class Program_weight_tensor_meta_key_layer_11:
    name = "key_layer_11"
    shape = [1, 12, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.002906540648026142
    std = 0.10379250598402842
    data = None
    min_val = -0.430393785238266
    max_val = 0.35120517015457153
