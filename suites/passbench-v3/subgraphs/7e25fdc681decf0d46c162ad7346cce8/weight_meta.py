class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 6, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.433675113330599e-06
    std = 0.009776204527920307
    data = None
    min_val = -0.04637271910905838
    max_val = 0.045313213020563126


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 6, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.170392322113912e-05
    std = 0.0786786160968977
    data = None
    min_val = -0.3895389437675476
    max_val = 0.3610835671424866


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 6, 1500, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00017959892001267
    std = 0.07824083122760463
    data = None
    min_val = -0.3730301856994629
    max_val = 0.36679208278656006
