class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 50, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007307864346197265
    std = 0.14117528974719476
    data = None
    min_val = -0.5808210372924805
    max_val = 0.6359532475471497
