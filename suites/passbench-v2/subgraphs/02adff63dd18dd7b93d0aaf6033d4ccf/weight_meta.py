class Program_weight_tensor_meta_hidden_states_84:
    name = "hidden_states_84"
    shape = [1, 4000, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.963758848685937e-09
    std = 8.323348676439192e-07
    data = None
    min_val = -4.684019131673267e-06
    max_val = 4.961619197274558e-06
