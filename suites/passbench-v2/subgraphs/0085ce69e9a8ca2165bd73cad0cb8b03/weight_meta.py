class Program_weight_tensor_meta_hidden_states_15:
    name = "hidden_states_15"
    shape = [1, 3136, 1, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.398128800528008e-05
    std = 0.03136777666358828
    data = None
    min_val = -0.16300244629383087
    max_val = 0.13703545928001404


class Program_weight_tensor_meta_layer_norm_4:
    name = "layer_norm_4"
    shape = [1, 3136, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.0629706480906363e-10
    std = 1.0000019686844557
    data = None
    min_val = -4.291182518005371
    max_val = 4.196489334106445
