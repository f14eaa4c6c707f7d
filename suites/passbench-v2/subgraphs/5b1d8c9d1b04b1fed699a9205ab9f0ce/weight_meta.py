class Program_weight_tensor_meta_query_11:
    name = "query_11"
    shape = [1, 4, 196, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0023220587316105487
    std = 0.0782615517573125
    data = None
    min_val = -0.32020196318626404
    max_val = 0.33944863080978394


class Program_weight_tensor_meta_key_9:
    name = "key_9"
    shape = [1, 4, 196, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0007848616301300663
    std = 0.07855257341528138
    data = None
    min_val = -0.3118641674518585
    max_val = 0.35278645157814026


class Program_weight_tensor_meta_value_9:
    name = "value_9"
    shape = [1, 4, 196, 96]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00038125089998315416
    std = 0.07854328058975786
    data = None
    min_val = -0.3586091995239258
    max_val = 0.33916014432907104
