class Program_weight_tensor_meta_hidden_states_18:
    name = "hidden_states_18"
    shape = [1, 768, 249]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -9.881776828633167e-09
    std = 4.846341828720157e-07
    data = None
    min_val = -2.1498542537301546e-06
    max_val = 2.151185071852524e-06


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [768, 48, 128]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -1.426759813390801e-06
    std = 0.00736458801132905
    data = None
    min_val = -0.04053088277578354
    max_val = 0.03715392202138901


class Program_weight_tensor_meta_L_self_modules_hubert_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_:
    name = "L_self_modules_hubert_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_17:
    name = "hidden_states_17"
    shape = [1, 249, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -9.881776828633167e-09
    std = 4.846341828720157e-07
    data = None
    min_val = -2.1498542537301546e-06
    max_val = 2.151185071852524e-06
