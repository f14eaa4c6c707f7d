class Program_weight_tensor_meta_hidden_states_18:
    name = "hidden_states_18"
    shape = [1, 768, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0005400605669862654
    std = 0.004907681485807654
    data = None
    min_val = -0.01684579811990261
    max_val = 0.014458672143518925


class Program_weight_tensor_meta_x:
    name = "x"
    shape = [768, 48, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.0496090362815769e-05
    std = 0.007366843243573091
    data = None
    min_val = -0.03878937289118767
    max_val = 0.039263349026441574


class Program_weight_tensor_meta_L_self_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_:
    name = "L_self_modules_encoder_modules_pos_conv_embed_modules_conv_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
