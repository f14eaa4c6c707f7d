class Program_weight_tensor_meta_transpose_49:
    name = "transpose_49"
    shape = [1, 8, 8, 7, 7, 96]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.6843485336640437e-10
    std = 0.9999949881781385
    data = None
    min_val = -4.268551826477051
    max_val = 4.664881706237793
