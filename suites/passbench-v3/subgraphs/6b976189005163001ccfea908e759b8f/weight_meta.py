class Program_weight_tensor_meta_text_features:
    name = "text_features"
    shape = [1, 32, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.1933072132183113e-05
    std = 0.0011287364738514247
    data = None
    min_val = -0.004029601812362671
    max_val = 0.00400366960093379


class Program_weight_tensor_meta_L_encoder_outputs_text_features:
    name = "L_encoder_outputs_text_features"
    shape = [1, 32, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.046789482147232775
    std = 0.6728461378088546
    data = None


class Program_weight_tensor_meta_L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_weight_:
    name = "L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_weight_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_bias_:
    name = "L_self_modules_dot_product_scoring_modules_text_mlp_out_norm_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
