class Program_weight_tensor_meta_value_26:
    name = "value_26"
    shape = [1, 1, 4096, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 8.721332437566787e-06
    std = 0.00023968747858671633
    data = None
    min_val = -0.0007285536266863346
    max_val = 0.0007339864387176931
