class Program_weight_tensor_meta_x_6:
    name = "x_6"
    shape = [1, 768, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.599013632815673e-05
    std = 0.003398219509845655
    data = None
    min_val = -0.011806923896074295
    max_val = 0.010063785128295422


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 768, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.321906143679184e-09
    std = 1.000005095813289
    data = None
    min_val = -4.268627643585205
    max_val = 4.324882507324219
