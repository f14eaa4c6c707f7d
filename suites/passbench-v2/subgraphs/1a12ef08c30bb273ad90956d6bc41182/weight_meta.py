class Program_weight_tensor_meta_input_8:
    name = "input_8"
    shape = [1, 256, 4, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.7184914047341238e-09
    std = 1.0000578779478653
    data = None
    min_val = -3.580233573913574
    max_val = 3.6799020767211914
