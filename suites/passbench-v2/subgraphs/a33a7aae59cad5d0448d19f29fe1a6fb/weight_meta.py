class Program_weight_tensor_meta_init_cls_token_2:
    name = "init_cls_token_2"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0013810239339591135
    std = 0.017198864773438176
    data = None
    min_val = -0.05558735877275467
    max_val = 0.053132835775613785


class Program_weight_tensor_meta_temporal_embedding_8:
    name = "temporal_embedding_8"
    shape = [1, 1568, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00014256246987581577
    std = 0.028658455473407098
    data = None
    min_val = -0.15280376374721527
    max_val = 0.14411914348602295


class Program_weight_tensor_meta_cls_token_14:
    name = "cls_token_14"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.341802957621212e-05
    std = 0.0008123666425068233
    data = None
    min_val = -0.0025673939380794764
    max_val = 0.002493696752935648


class Program_weight_tensor_meta_residual_spatial_5:
    name = "residual_spatial_5"
    shape = [1, 1568, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.369713319748548e-05
    std = 0.0012788128307469478
    data = None
    min_val = -0.004356681369245052
    max_val = 0.004339518491178751


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_2_modules_layernorm_after_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
