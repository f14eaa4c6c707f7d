class Program_weight_tensor_meta_L_self_modules_fusion_layer_parameters_text_param_:
    name = "L_self_modules_fusion_layer_parameters_text_param_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.999999747378752e-05
    std = 0.0
    data = None


class Program_weight_tensor_meta_text_attn_output_4:
    name = "text_attn_output_4"
    shape = [1, 128, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.662769568117511e-05
    std = 0.0014176865313813665
    data = None
    min_val = -0.004768645390868187
    max_val = 0.0038375784642994404


class Program_weight_tensor_meta_text_features:
    name = "text_features"
    shape = [1, 128, 256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.856843206444637e-09
    std = 0.9996419012192296
    data = None
    min_val = -4.100769519805908
    max_val = 4.007646560668945
