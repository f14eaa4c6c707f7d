class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 2, 197, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0003409849873951962
    std = 0.019381280994084402
    data = None
    min_val = -0.04513103514909744
    max_val = 0.05329926311969757


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 2, 197, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.00738250361111365
    std = 0.02774680305509678
    data = None
    min_val = -0.0448334701359272
    max_val = 0.08073931932449341


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 2, 197, 16]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0037487912679334563
    std = 0.021233196314699814
    data = None
    min_val = -0.055904194712638855
    max_val = 0.03940141201019287


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_scaling:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attention_scaling"
    shape = []
    dtype = "torch.float64"
    device = "cpu"
    mean = 0.25
    std = 0.0
    data = [0.25]
