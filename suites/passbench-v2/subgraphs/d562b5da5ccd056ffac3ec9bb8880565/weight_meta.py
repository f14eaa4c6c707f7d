class Program_weight_tensor_meta_hidden_states_57:
    name = "hidden_states_57"
    shape = [1, 14, 14, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0011131262616764848
    std = 0.047395844575251374
    data = None
    min_val = -0.23583780229091644
    max_val = 0.2051488608121872


class Program_weight_tensor_meta_x_59:
    name = "x_59"
    shape = [1, 14, 14, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.9570382297885263e-05
    std = 0.012456975318543978
    data = None
    min_val = -0.05679994821548462
    max_val = 0.05320928245782852
