class Program_weight_tensor_meta_image_embeds_with_ln:
    name = "image_embeds_with_ln"
    shape = [1, 325, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00046724036234740203
    std = 0.2768204231176547
    data = None
    min_val = -1.2776179313659668
    max_val = 1.2161579132080078


class Program_weight_tensor_meta_image_token_type_embeddings:
    name = "image_token_type_embeddings"
    shape = [1, 325, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0010103156401252515
    std = 0.010164002539780842
    data = None
    min_val = -0.02967005781829357
    max_val = 0.036482132971286774


class Program_weight_tensor_meta_L_self_modules_cross_modal_image_layernorm_parameters_weight_:
    name = "L_self_modules_cross_modal_image_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_cross_modal_image_layernorm_parameters_bias_:
    name = "L_self_modules_cross_modal_image_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
