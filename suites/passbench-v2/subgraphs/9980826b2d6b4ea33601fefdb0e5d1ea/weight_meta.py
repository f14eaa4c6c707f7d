class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 2, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.008799176050691434
    std = 0.2225857583523165
    data = None
    min_val = -0.7194173336029053
    max_val = 0.7782866954803467


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 2, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0008803544348362872
    std = 0.2174878458524811
    data = None
    min_val = -0.8376693725585938
    max_val = 0.8049184679985046


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 2, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0013411484233074589
    std = 0.1388717597038722
    data = None
    min_val = -0.4416392743587494
    max_val = 0.478375643491745


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [1, 1, 12, 12]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
