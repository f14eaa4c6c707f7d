class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0011823744383943808
    std = 0.10987396516414996
    data = None
    min_val = -0.46294063329696655
    max_val = 0.4477458596229553


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0036459384262694052
    std = 0.11188087465052636
    data = None
    min_val = -0.47968143224716187
    max_val = 0.4660007059574127


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002590624205936365
    std = 0.1104430877930638
    data = None
    min_val = -0.5974979400634766
    max_val = 0.49130403995513916


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cuda:0"
    mean = None
    std = None
    data = None
