class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 4, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.0183161035277646e-05
    std = 0.002895521047582484
    data = None
    min_val = -0.01289056334644556
    max_val = 0.010673223994672298


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 4, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -8.266442007609509e-05
    std = 0.002902738395096697
    data = None
    min_val = -0.012200617231428623
    max_val = 0.01459217444062233


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 4, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0001328253542680624
    std = 0.0029019757426411155
    data = None
    min_val = -0.012068536132574081
    max_val = 0.011405553668737411


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
