class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_7_modules_mlp_layer_scale_parameters_scale_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_7_modules_mlp_layer_scale_parameters_scale_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.009999999776482582
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_54:
    name = "hidden_states_54"
    shape = [1, 17, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.089882186837258e-05
    std = 0.008267287084870187
    data = None
    min_val = -0.028421839699149132
    max_val = 0.030830664560198784


class Program_weight_tensor_meta_hidden_states_50:
    name = "hidden_states_50"
    shape = [1, 17, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.05473318339280177
    std = 1.5075471428231806
    data = None
    min_val = -5.940995693206787
    max_val = 5.748078346252441
