class Program_weight_tensor_meta_attn_output_3:
    name = "attn_output_3"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0026079945594126553
    std = 0.06389597646453314
    data = None
    min_val = -0.24494951963424683
    max_val = 0.2672388255596161


class Program_weight_tensor_meta_L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.6704737027573966e-05
    std = 0.019995125305418186
    data = None


class Program_weight_tensor_meta_L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_question_encoder_modules_bert_model_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
