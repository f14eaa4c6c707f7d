class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 4, 128, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.0616375309426923e-06
    std = 2.3452955052950226e-05
    data = None
    min_val = -8.463797712465748e-05
    max_val = 9.100043098442256e-05


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 4, 128, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.317927230031469e-06
    std = 2.1867322458422027e-05
    data = None
    min_val = -0.00010660178668331355
    max_val = 8.67225753609091e-05


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 4, 128, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.234142758265889e-05
    std = 0.0005190606760093383
    data = None
    min_val = -0.0019192970357835293
    max_val = 0.0021096307318657637


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
