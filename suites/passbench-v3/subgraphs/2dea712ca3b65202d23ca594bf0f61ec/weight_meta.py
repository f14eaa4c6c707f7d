class Program_weight_tensor_meta_query_1:
    name = "query_1"
    shape = [1, 8, 201, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00012030754449590164
    std = 0.05007679954407704
    data = None
    min_val = -0.23530817031860352
    max_val = 0.19076792895793915


class Program_weight_tensor_meta_key_1:
    name = "key_1"
    shape = [1, 8, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001287960276868283
    std = 0.009109409162955816
    data = None
    min_val = -0.03581177070736885
    max_val = 0.029308075085282326


class Program_weight_tensor_meta_value_1:
    name = "value_1"
    shape = [1, 8, 32, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.309484451261227e-05
    std = 0.00904068076627421
    data = None
    min_val = -0.0415191575884819
    max_val = 0.034845948219299316


class Program_weight_tensor_meta_L_text_cross_attn_mask_:
    name = "L_text_cross_attn_mask_"
    shape = [1, 1, 201, 32]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
