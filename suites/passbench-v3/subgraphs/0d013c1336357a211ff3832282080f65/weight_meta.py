class Program_weight_tensor_meta_query_1:
    name = "query_1"
    shape = [1, 8, 201, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00021910597454944997
    std = 0.04989237686909948
    data = None
    min_val = -0.23392103612422943
    max_val = 0.1901218295097351


class Program_weight_tensor_meta_key_1:
    name = "key_1"
    shape = [1, 8, 77, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.0477843613824526e-05
    std = 0.006032560075674375
    data = None
    min_val = -0.023885659873485565
    max_val = 0.024746662005782127


class Program_weight_tensor_meta_value_1:
    name = "value_1"
    shape = [1, 8, 77, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0008155458136632087
    std = 0.006006631903922958
    data = None
    min_val = -0.028795288875699043
    max_val = 0.02511085569858551


class Program_weight_tensor_meta_L_text_cross_attn_mask_:
    name = "L_text_cross_attn_mask_"
    shape = [1, 1, 201, 77]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
