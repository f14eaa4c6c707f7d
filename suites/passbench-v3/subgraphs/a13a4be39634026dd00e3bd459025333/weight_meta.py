class Program_weight_tensor_meta_hidden_states_86:
    name = "hidden_states_86"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.240819658220875e-05
    std = 0.008876152473020245
    data = None
    min_val = -0.022962816059589386
    max_val = 0.028733445331454277


class Program_weight_tensor_meta_embeddings_5:
    name = "embeddings_5"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.4173338960810078e-09
    std = 0.9116446223633544
    data = None
    min_val = -3.9388623237609863
    max_val = 3.8575809001922607


class Program_weight_tensor_meta_L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_text_model_modules_roberta_modules_encoder_modules_layers_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
