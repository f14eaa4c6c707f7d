class Program_weight_tensor_meta_attn_output_62:
    name = "attn_output_62"
    shape = [1, 128, 16, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001951616516032315
    std = 0.06859581705032505
    data = None
    min_val = -0.25930091738700867
    max_val = 0.21255262196063995


class Program_weight_tensor_meta_L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.4556084463419617e-05
    std = 0.019995564683118267
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
