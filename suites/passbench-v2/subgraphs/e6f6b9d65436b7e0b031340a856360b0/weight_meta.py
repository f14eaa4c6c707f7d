class Program_weight_tensor_meta_L_stack0_reference_boxes:
    name = "L_stack0_reference_boxes"
    shape = [6, 1, 200, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.5006419446816047
    std = 0.01295823747311037
    data = None
