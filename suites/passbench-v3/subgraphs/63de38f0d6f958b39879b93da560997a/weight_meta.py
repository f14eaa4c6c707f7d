class Program_weight_tensor_meta_hidden_states_115:
    name = "hidden_states_115"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.743677467312225e-05
    std = 0.009846615471563834
    data = None
    min_val = -0.04381860792636871
    max_val = 0.04152023419737816


class Program_weight_tensor_meta_hidden_states_120:
    name = "hidden_states_120"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.0227931237155245e-06
    std = 0.0024160239995469394
    data = None
    min_val = -0.00933357235044241
    max_val = 0.010983193293213844


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_weight_:
    name = "L_self_modules_ln_f_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_ln_f_parameters_bias_:
    name = "L_self_modules_ln_f_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
