class Program_weight_tensor_meta_linear_73:
    name = "linear_73"
    shape = [96, 197, 2304]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0020964596807935667
    std = 0.10940128848386368
    data = None
    min_val = -0.5369125604629517
    max_val = 0.6962928175926208
