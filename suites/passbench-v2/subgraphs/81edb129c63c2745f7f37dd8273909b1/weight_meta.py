class Program_weight_tensor_meta_commitment_loss:
    name = "commitment_loss"
    shape = []
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7254886188311502e-05
    std = 0.0
    data = [1.7254886188311502e-05]
    min_val = 1.7254886188311502e-05
    max_val = 1.7254886188311502e-05


class Program_weight_tensor_meta_mask:
    name = "mask"
    shape = [1]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = [True]
