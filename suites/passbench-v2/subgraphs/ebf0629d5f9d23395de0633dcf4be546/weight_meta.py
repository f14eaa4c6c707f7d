class Program_weight_tensor_meta_features_30:
    name = "features_30"
    shape = [1, 192, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.56729300150542e-05
    std = 0.0778309737599019
    data = None
    min_val = -0.33192527294158936
    max_val = 0.33962029218673706


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_weight_"
    shape = [192, 1, 7, 7]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00021684737439612065
    std = 0.019985188489922305
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_layers_modules_0_modules_dwconv_parameters_bias_"
    shape = [192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
