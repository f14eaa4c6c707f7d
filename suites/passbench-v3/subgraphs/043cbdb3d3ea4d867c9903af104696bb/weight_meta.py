class Program_weight_tensor_meta_q_embed_1:
    name = "q_embed_1"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.4223336885177855e-05
    std = 0.04202228825713088
    data = None
    min_val = -0.22094298899173737
    max_val = 0.21843689680099487


class Program_weight_tensor_meta_k_embed_1:
    name = "k_embed_1"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.172569234523653e-05
    std = 0.04205654506103209
    data = None
    min_val = -0.2326699197292328
    max_val = 0.21287427842617035


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 20, 1500, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -6.4348922998529996e-06
    std = 0.042021304906650916
    data = None
    min_val = -0.21492160856723785
    max_val = 0.22253665328025818
